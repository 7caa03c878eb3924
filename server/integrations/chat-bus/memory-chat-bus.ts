import type { ChatBus, ChatBusListener } from './chat-bus';
import { log } from '../../observability/log';

/** Events within this process: right for one server instance (REDIS_URL fans out across several). */
export function createMemoryChatBus<Event>(): ChatBus<Event> {
  const listeners = new Map<number, Set<ChatBusListener<Event>>>();
  const endListeners = () => {
    const all = [...listeners.values()].flatMap((set) => [...set]);
    listeners.clear();
    for (const listener of all) listener.onClose?.();
  };
  return {
    async publish(userIds, event) {
      for (const userId of new Set(userIds)) {
        for (const listener of listeners.get(userId) ?? []) deliver(listener, event);
      }
    },
    async subscribe(userId, listener) {
      let set = listeners.get(userId);
      if (!set) listeners.set(userId, (set = new Set()));
      set.add(listener);
      return {
        unsubscribe() {
          set.delete(listener);
          if (set.size === 0 && listeners.get(userId) === set) listeners.delete(userId);
        },
      };
    },
    listenerCount(userId) {
      if (userId !== undefined) return listeners.get(userId)?.size ?? 0;
      let count = 0;
      for (const set of listeners.values()) count += set.size;
      return count;
    },
    endListeners,
    async close() {
      endListeners();
    },
  };
}

/** One listener's failure must not keep the event from the others. */
export function deliver<Event>(listener: ChatBusListener<Event>, event: Event) {
  try {
    listener.onEvent(event);
  } catch (error) {
    log.error({ err: error }, 'chat event listener failed');
  }
}
