import { startTransition, StrictMode, useEffect, useLayoutEffect, useState, type ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { takeTypedTextareas } from './lib/typed-textareas';

declare global {
  interface Window {
    /** Replays the taps made before hydration (app/lib/deferred-scripts.server.ts). */
    __eaReplayTaps?: () => void;
  }
}

/**
 * Wraps the router without adding to the tree's shape (a sibling would change every useId and
 * break hydration). Its effect runs after every effect of the page it wraps, once the whole page
 * has hydrated; the replay waits one frame more, for what those effects set up (a carousel's API,
 * a menu's position) to render.
 */
function ReplayEarlyTaps({ children }: { children: ReactNode }) {
  useEffect(() => {
    const frame = requestAnimationFrame(() => setTimeout(() => window.__eaReplayTaps?.()));
    return () => cancelAnimationFrame(frame);
  }, []);
  return children;
}

/**
 * Keeps what was typed into textareas before hydration (app/lib/typed-textareas.ts): read when
 * hydration starts (this renders before anything inside it), put back once the page has hydrated.
 */
function KeepTypedText({ children }: { children: ReactNode }) {
  const [restore] = useState(takeTypedTextareas);
  useLayoutEffect(() => restore(), [restore]);
  return children;
}

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <KeepTypedText>
        <ReplayEarlyTaps>
          <HydratedRouter />
        </ReplayEarlyTaps>
      </KeepTypedText>
    </StrictMode>,
  );
});
