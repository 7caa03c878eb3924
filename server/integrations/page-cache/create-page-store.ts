import { createMemoryPageStore } from './memory-page-store';
import type { PageStore } from './page-store';
import { createRedisPageStore } from './redis-page-store';
import { redisSiteOf } from '../redis-site';

/**
 * REDIS_URL: pages shared by every instance of the same database (`database` names it: the
 * DATABASE_URL or the embedded database's folder); servers of other databases on that Redis keep
 * theirs apart. Without REDIS_URL, pages in this process.
 */
export function createPageStore({ redisUrl, maxBytes, database }: { redisUrl?: string; maxBytes: number; database: string }): PageStore {
  if (!redisUrl) return createMemoryPageStore({ maxBytes });
  return createRedisPageStore({ url: redisUrl, maxBytes, namespace: `ever-after:pages:${redisSiteOf(database)}` });
}
