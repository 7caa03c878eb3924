import { Link } from 'react-router';
import { useUnreadCount } from './unread-count';
import classes from './messages-link.module.css';

/** The header's Messages link with its live unread badge (spec §2), hidden while nothing is unread. */
export function MessagesLink({ viewerId, className, onNavigate }: { viewerId: number; className: string; onNavigate?: () => void }) {
  const unread = useUnreadCount(viewerId);
  return (
    <Link to="/messages" className={className} onClick={onNavigate}>
      Messages
      {unread > 0 && (
        <span className={classes.badge}>
          {unread > 99 ? '99+' : unread}
          <span className="visually-hidden"> unread</span>
        </span>
      )}
    </Link>
  );
}
