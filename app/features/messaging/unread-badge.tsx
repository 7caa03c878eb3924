import { useUnreadCount } from './unread-count';
import classes from './messages-link.module.css';

/** The Messages link's live unread badge (spec §2), hidden while nothing is unread. */
export default function UnreadBadge({ viewerId }: { viewerId: number }) {
  const unread = useUnreadCount(viewerId);
  if (unread === 0) return null;
  return (
    <span className={classes.badge}>
      {unread > 99 ? '99+' : unread}
      <span className="visually-hidden"> unread</span>
    </span>
  );
}
