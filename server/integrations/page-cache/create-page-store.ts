import { createMemoryPageStore } from './memory-page-store';
import type { PageStore } from './page-store';
import { createRedisPageStore } from './redis-page-store';

/** REDIS_URL: pages shared by every instance; without it, pages in this process. */
export function createPageStore({ redisUrl, maxBytes }: { redisUrl?: string; maxBytes: number }): PageStore {
  return redisUrl ? createRedisPageStore({ url: redisUrl, maxBytes }) : createMemoryPageStore({ maxBytes });
}
