import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { useRootData } from '~/lib/root-data';
import { useAuthPopup } from './auth-popup-context';

type NeedsSignInLinkProps = {
  /** Where the link goes for a signed-in person. */
  to: string;
  className?: string;
  'aria-label'?: string;
  children: ReactNode;
};

/**
 * A link to something that needs an account (messaging, the wishlist, chat): a signed-out visitor
 * gets the auth popup instead (spec §2, §4), or, without JavaScript, the login page that comes back here.
 */
export function NeedsSignInLink({ to, className, children, ...rest }: NeedsSignInLinkProps) {
  const signedIn = !!useRootData()?.viewer;
  const location = useLocation();
  const popup = useAuthPopup();
  if (signedIn) {
    return (
      <Link to={to} className={className} aria-label={rest['aria-label']}>
        {children}
      </Link>
    );
  }
  const here = `${location.pathname}${location.search}`;
  return (
    <Link
      to={`/login?redirectTo=${encodeURIComponent(here)}`}
      className={className}
      aria-label={rest['aria-label']}
      aria-haspopup="dialog"
      // A tap before the page's scripts arrive opens the popup once they have (app/lib/deferred-scripts.server.ts).
      data-replay
      onClick={(event) => {
        event.preventDefault();
        popup.open();
      }}
    >
      {children}
    </Link>
  );
}
