import { useEffect, useSyncExternalStore } from 'react';
import { chatApi } from './chat-api';
import { useChatEvent } from './chat-connection';

/**
 * The signed-in person's number of unread chat messages, for the header's Messages badge: asked for
 * once when the header mounts (spec §7, a failure is ignored), then kept current by the live
 * `unreadCount` events, and asked for again when the messages screen opens a conversation.
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

/**
 * The messages screen opened a conversation, which the server marked read: the badge takes the
 * server's new total. (Subtracting the conversation's count here raced the live event that already
 * carries the new total, and counted the same messages off twice.)
 */
export function refreshUnreadCount() {
  chatApi
    .unreadCount()
    .then((answer) => setTotal(answer.count))
    .catch(() => {});
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
