import { Form, Link } from 'react-router';
import { MessagesLink } from '~/features/messaging/messages-link';
import type { RootData } from '../../lib/root-data';
import classes from './site-header.module.css';

type HeaderViewer = NonNullable<NonNullable<RootData>['viewer']>;

/**
 * The header's links for a signed-in person (spec §2): couples get Messages, Planning (issue 33: the
 * countdown, checklist, budget and booked vendors, which links to My vendors), Wishlist and My reviews (issue 32),
 * vendors and administrators their Dashboard (a full page load, spec §6), vendors also Messages
 * (they answer couples there); everyone their
 * nickname or "Profile", and Log Out, a POST so that no link or image elsewhere can sign them out.
 */
export function ViewerLinks({ viewer, linkClass, onNavigate }: { viewer: HeaderViewer; linkClass: string; onNavigate?: () => void }) {
  const name = viewer.nickname?.trim() || 'Profile';
  const dashboard = viewer.role === 'administrator' ? '/admin' : viewer.role === 'vendor' ? '/vendors/dashboard' : null;
  return (
    <>
      {dashboard && (
        <Link to={dashboard} reloadDocument className={linkClass} onClick={onNavigate}>
          Dashboard
        </Link>
      )}
      {/* Vendors answer couples' messages too, so they keep Messages beside their Dashboard. */}
      {viewer.role !== 'administrator' && <MessagesLink viewerId={viewer.id} className={linkClass} onNavigate={onNavigate} />}
      {!dashboard && (
        <Link to="/planning" className={linkClass} onClick={onNavigate}>
          Planning
        </Link>
      )}
      {!dashboard && (
        <Link to="/wishlist" className={linkClass} onClick={onNavigate}>
          Wishlist
        </Link>
      )}
      {/* Issue 32: their reviews, and the businesses waiting for one. */}
      {!dashboard && (
        <Link to="/my-reviews" className={linkClass} onClick={onNavigate}>
          My reviews
        </Link>
      )}
      <Link to="/profile" className={linkClass} onClick={onNavigate} title={name}>
        <span className={classes.name}>{name}</span>
      </Link>
      <Form method="post" action="/logout" className={classes.logoutForm}>
        <button type="submit" className={linkClass}>
          Log Out
        </button>
      </Form>
    </>
  );
}
