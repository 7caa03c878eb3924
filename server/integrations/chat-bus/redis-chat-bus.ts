import { Redis } from 'ioredis';
import type { ChatBus, ChatBusListener } from './chat-bus';
import { deliver } from './memory-chat-bus';
import { log } from '../../observability/log';

type Channel = { listeners: Set<ChatBusListener<unknown>>; ready: Promise<unknown> };

/**
 * Events through Redis pub/sub: one channel per user (`{namespace}:user:{id}`), which an instance
 * subscribes to while at least one of that user's streams is connected to it, so each instance
 * receives only the events of the people connected to it. Two connections: a subscriber connection
 * can do nothing else. ioredis reconnects and resubscribes on its own; events published while Redis
 * is away are lost to live streams (the messages are in the database, and the next message of a
 * conversation fills the gap).
 */
export function createRedisChatBus<Event>(url: string, namespace: string): ChatBus<Event> {
  const publisher = new Redis(url, { maxRetriesPerRequest: 1, connectTimeout: 5_000 });
  const subscriber = new Redis(url, { maxRetriesPerRequest: null, connectTimeout: 5_000 });
  const channels = new Map<string, Channel>();
  const channelOf = (userId: number) => `${namespace}:user:${userId}`;
  const endListeners = () => {
    const all = [...channels.values()].flatMap((channel) => [...channel.listeners]);
    channels.clear();
    for (const listener of all) listener.onClose?.();
    if (all.length > 0) subscriber.unsubscribe().catch(() => undefined);
  };

  for (const [role, connection] of [['publisher', publisher], ['subscriber', subscriber]] as const) {
    // Say each new problem once rather than at every reconnection attempt.
    let lastProblem = '';
    connection.on('error', (error: Error) => {
      if (error.message !== lastProblem) log.warn({ err: error }, `Redis (chat ${role})`);
      lastProblem = error.message;
    });
    connection.on('ready', () => (lastProblem = ''));
  }

  subscriber.on('message', (channelName: string, payload: string) => {
    const channel = channels.get(channelName);
    if (!channel) return;
    let event: Event;
    try {
      event = JSON.parse(payload) as Event;
    } catch {
      log.warn({ channel: channelName }, 'chat event is not JSON; ignored');
      return;
    }
    for (const listener of channel.listeners) deliver(listener as ChatBusListener<Event>, event);
  });

  return {
    async publish(userIds, event) {
      const payload = JSON.stringify(event);
      const unique = [...new Set(userIds)];
      if (unique.length === 0) return;
      // One round trip; Redis runs them in order, so every subscriber hears them in this order.
      const pipeline = publisher.pipeline();
      for (const userId of unique) pipeline.publish(channelOf(userId), payload);
      const results = await pipeline.exec();
      const failed = results?.find(([error]) => error);
      if (failed) throw failed[0];
    },
    async subscribe(userId, listener) {
      const name = channelOf(userId);
      let channel = channels.get(name);
      if (!channel) {
        channel = { listeners: new Set(), ready: subscriber.subscribe(name) };
        channels.set(name, channel);
      }
      channel.listeners.add(listener as ChatBusListener<unknown>);
      const current = channel;
      const unsubscribe = () => {
        if (!current.listeners.delete(listener as ChatBusListener<unknown>)) return;
        if (current.listeners.size === 0 && channels.get(name) === current) {
          channels.delete(name);
          // Commands run in order on the one connection: a later subscribe to the same channel wins.
          subscriber.unsubscribe(name).catch(() => undefined);
        }
      };
      try {
        await current.ready;
      } catch (error) {
        unsubscribe();
        throw error;
      }
      return { unsubscribe };
    },
    listenerCount(userId) {
      if (userId !== undefined) return channels.get(channelOf(userId))?.listeners.size ?? 0;
      let count = 0;
      for (const channel of channels.values()) count += channel.listeners.size;
      return count;
    },
    endListeners,
    async close() {
      endListeners();
      await Promise.allSettled([publisher.quit(), subscriber.quit()]);
    },
  };
}
