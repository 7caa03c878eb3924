import { useEffect, useRef, useSyncExternalStore } from 'react';
import type { ChatMessage } from './chat-api';

/**
 * The page's one live connection to the chat (Server-Sent Events at /api/chat/events), shared by the
 * header's unread badge and the messages screen. It opens with the first subscriber and closes with
 * the last. The browser's EventSource reconnects by itself and sends the last event id it saw, so the
 * server replays what was sent meanwhile, once and in order.
 */

export type ConnectionState = 'connecting' | 'connected' | 'disconnecting' | 'disconnected' | 'denied';

/** Spec §4's texts for the connection states. */
export const connectionTexts: Record<ConnectionState, string> = {
  connecting: 'Connecting…',
  connected: 'You are connected.',
  disconnecting: 'Disconnecting…',
  disconnected: 'Disconnected.',
  denied: 'Failed to connect.',
};

export type TypingEvent = { conversation_id: string; user_id: number | string; name: string };

type ChatEvents = {
  messageAdded: ChatMessage;
  typingStarted: TypingEvent;
  typingEnded: TypingEvent;
  unreadCount: { count: number };
};
type EventName = keyof ChatEvents;
type Handler<E extends EventName> = (data: ChatEvents[E]) => void;

const eventNames: EventName[] = ['messageAdded', 'typingStarted', 'typingEnded', 'unreadCount'];
const handlers = new Map<EventName, Set<Handler<EventName>>>(eventNames.map((name) => [name, new Set()]));
const stateListeners = new Set<() => void>();
let source: EventSource | null = null;
let state: ConnectionState = 'disconnected';
let subscribers = 0;

function setState(next: ConnectionState) {
  if (state === next) return;
  state = next;
  for (const listener of stateListeners) listener();
}

function open() {
  setState('connecting');
  const events = new EventSource('/api/chat/events');
  source = events;
  events.addEventListener('ready', () => setState('connected'));
  events.addEventListener('open', () => setState('connected'));
  events.addEventListener('error', () => {
    // CLOSED: the server refused (signed out) and the browser gives up; CONNECTING: it retries.
    setState(events.readyState === EventSource.CLOSED ? 'denied' : 'connecting');
  });
  for (const name of eventNames) {
    events.addEventListener(name, (event) => {
      let data: ChatEvents[typeof name];
      try {
        data = JSON.parse((event as MessageEvent<string>).data);
      } catch {
        return;
      }
      for (const handler of handlers.get(name) ?? []) handler(data);
    });
  }
}

function close() {
  if (!source) return;
  setState('disconnecting');
  source.close();
  source = null;
  setState('disconnected');
}

function retain() {
  subscribers += 1;
  if (subscribers === 1) open();
}

function release() {
  subscribers -= 1;
  // Another component of the next page usually subscribes at once: close only if none did.
  if (subscribers === 0) setTimeout(() => subscribers === 0 && close(), 1000);
}

/** Calls `handler` for each live event of that name while the component is mounted (and `enabled`). */
export function useChatEvent<E extends EventName>(name: E, handler: Handler<E>, enabled = true) {
  const latest = useRef(handler);
  useEffect(() => {
    latest.current = handler;
  });
  useEffect(() => {
    if (!enabled) return;
    const listener: Handler<E> = (data) => latest.current(data);
    const set = handlers.get(name) as Set<Handler<E>>;
    set.add(listener);
    retain();
    return () => {
      set.delete(listener);
      release();
    };
  }, [name, enabled]);
}

/** The connection's state, for the spec's connection texts. */
export function useConnectionState(): ConnectionState {
  return useSyncExternalStore(
    (listener) => {
      stateListeners.add(listener);
      return () => stateListeners.delete(listener);
    },
    () => state,
    () => 'connecting',
  );
}
