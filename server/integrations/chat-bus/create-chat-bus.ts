import type { ChatBus } from './chat-bus';
import { createMemoryChatBus } from './memory-chat-bus';
import { createRedisChatBus } from './redis-chat-bus';

export type ChatBusOptions = {
  /** REDIS_URL: events reach the streams of every server instance; without it, this process's only. */
  redisUrl?: string;
  /** Prefix of the Redis channels, so that several sites (or test runs) can share one Redis. */
  namespace?: string;
};

export function createChatBus<Event>({ redisUrl, namespace = 'ever-after:chat' }: ChatBusOptions = {}): ChatBus<Event> {
  return redisUrl ? createRedisChatBus<Event>(redisUrl, namespace) : createMemoryChatBus<Event>();
}
