import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { useScripted } from '~/lib/use-scripted';

// The badge and the chat's live connection behind it load after hydration, in a chunk of their
// own: the root (every page, the guests' RSVP page among them) carries no chat code.
const UnreadBadge = lazy(() => import('./unread-badge'));

/** The header's Messages link with its live unread badge (spec §2). */
export function MessagesLink({ viewerId, className, onNavigate }: { viewerId: number; className: string; onNavigate?: () => void }) {
  const scripted = useScripted();
  return (
    <Link to="/messages" className={className} onClick={onNavigate}>
      Messages
      {scripted && (
        <Suspense fallback={null}>
          <UnreadBadge viewerId={viewerId} />
        </Suspense>
      )}
    </Link>
  );
}
