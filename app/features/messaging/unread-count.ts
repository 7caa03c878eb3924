import { useEffect, useSyncExternalStore } from 'react';
import { chatApi } from './chat-api';
import { useChatEvent } from './chat-connection';

/**
 * The signed-in person's number of unread chat messages, for the header's Messages badge: asked for
 * once when the header mounts (spec §7, a failure is ignored), then kept current by the live
 * `unreadCount` events, and lowered at once when the messages screen opens a conversation.
 */
let total = 0;
// The header renders its links twice (bar and phone menu): one request per person serves both.
let askedFor: number | null = null;
const listeners = new Set<() => void>();

function setTotal(next: number) {
  const value = Math.max(0, next);
  if (value === total) return;
  total = value;
  for (const listener of listeners) listener();
}

/** The messages screen read `count` messages of one conversation: the badge drops them now. */
export function markUnreadSeen(count: number) {
  setTotal(total - count);
}

/** The unread count of the signed-in person `viewerId` (null: nobody, nothing to count). */
export function useUnreadCount(viewerId: number | null): number {
  const signedIn = viewerId !== null;
  useEffect(() => {
    if (viewerId === null || askedFor === viewerId) return;
    askedFor = viewerId;
    setTotal(0);
    chatApi
      .unreadCount()
      .then((answer) => setTotal(answer.count))
      .catch(() => {});
  }, [viewerId]);
  useChatEvent('unreadCount', (data) => setTotal(data.count), signedIn);
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => (signedIn ? total : 0),
    () => 0,
  );
}
