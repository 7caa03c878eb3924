import { createContext, useCallback, useContext, useEffect, useState } from 'react';
import { useBlocker, useNavigation } from 'react-router';

/**
 * While `dirty`, leaving asks first: for another page of the site a confirm, for closing or
 * reloading the tab the browser's own question. A form's own submission (the page is then not
 * idle) goes through. One per page: React Router keeps a single blocker.
 */
export function useLeaveWarning(dirty: boolean) {
  const navigation = useNavigation();
  const blocker = useBlocker(({ currentLocation, nextLocation }) => dirty && navigation.state === 'idle' && currentLocation.pathname !== nextLocation.pathname);
  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    if (window.confirm('You have unsaved changes. Leave this step anyway?')) blocker.proceed();
    else blocker.reset();
  }, [blocker]);
  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);
}

type Report = (part: string, unsaved: boolean) => void;

/** Where a part of a step (a photo's description, the chosen uploads) says it has unsaved changes. */
export const UnsavedPartsContext = createContext<Report>(() => {});

/** A step made of several forms: unsaved while any of its parts is (they report through UnsavedPartsContext). */
export function useUnsavedParts(): { unsaved: boolean; report: Report } {
  const [parts, setParts] = useState<ReadonlySet<string>>(new Set());
  const report = useCallback<Report>(
    (part, unsaved) =>
      setParts((current) => {
        if (current.has(part) === unsaved) return current;
        const next = new Set(current);
        if (unsaved) next.add(part);
        else next.delete(part);
        return next;
      }),
    [],
  );
  return { unsaved: parts.size > 0, report };
}

/** Tells the step whether this part has unsaved changes (and that it has none once it is gone). */
export function useReportUnsaved(part: string, unsaved: boolean) {
  const report = useContext(UnsavedPartsContext);
  useEffect(() => {
    report(part, unsaved);
    return () => report(part, false);
  }, [report, part, unsaved]);
}
