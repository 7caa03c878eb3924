import { IconCircleCheck, IconX } from '@tabler/icons-react';
import { createContext, useCallback, useContext, useEffect, useState, type ReactNode } from 'react';
import { useRootData } from '../lib/root-data';
import classes from './notices.module.css';

const NoticeContext = createContext<(message: string) => void>(() => {});

/** Shows a short success notice ("You have logged in successfully!") at the top of the page. */
export function useShowNotice() {
  return useContext(NoticeContext);
}

/**
 * One notice at a time, announced politely and gone after 5 s (or closed): the flash the server
 * left for this page (after a sign-in redirect, say) or one a component shows.
 */
export function NoticeProvider({ children }: { children: ReactNode }) {
  const flash = useRootData()?.flash ?? null;
  const [shown, setShown] = useState<{ message: string; id: string } | null>(null);
  const [dismissed, setDismissed] = useState<string | null>(null);
  const show = useCallback((message: string) => setShown({ message, id: `${Date.now()}` }), []);
  // A component's notice, else the server's flash for this page until it is dismissed.
  const notice = shown && shown.id !== dismissed ? shown : flash && flash.id !== dismissed ? flash : null;

  useEffect(() => {
    if (!notice) return;
    const timer = setTimeout(() => setDismissed(notice.id), 5000);
    return () => clearTimeout(timer);
  }, [notice]);

  return (
    <NoticeContext.Provider value={show}>
      {children}
      <div role="status" aria-live="polite" className={classes.region}>
        {notice && (
          <div key={notice.id} className={classes.notice}>
            <IconCircleCheck size={20} aria-hidden="true" />
            <span>{notice.message}</span>
            <button type="button" className={classes.close} onClick={() => setDismissed(notice.id)} aria-label="Close notice">
              <IconX size={16} aria-hidden="true" />
            </button>
          </div>
        )}
      </div>
    </NoticeContext.Provider>
  );
}
