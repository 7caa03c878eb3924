import { createHash } from 'node:crypto';
import { createMemoryPageStore } from './memory-page-store';
import type { PageStore } from './page-store';
import { createRedisPageStore } from './redis-page-store';

/**
 * REDIS_URL: pages shared by every instance of the same database (`database` names it: the
 * DATABASE_URL or the embedded database's folder); servers of other databases on that Redis keep
 * theirs apart. Without REDIS_URL, pages in this process.
 */
export function createPageStore({ redisUrl, maxBytes, database }: { redisUrl?: string; maxBytes: number; database: string }): PageStore {
  if (!redisUrl) return createMemoryPageStore({ maxBytes });
  const site = createHash('sha256').update(database).digest('hex').slice(0, 16);
  return createRedisPageStore({ url: redisUrl, maxBytes, namespace: `ever-after:pages:${site}` });
}
