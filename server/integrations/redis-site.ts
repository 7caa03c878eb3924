import { createHash } from 'node:crypto';

/**
 * A short name for one site's database (its DATABASE_URL or the embedded database's folder), in the
 * Redis keys and channels of its servers: sites of other databases sharing that Redis (a staging
 * copy, a test run) never mix their pages, counts or chat events, whose user ids overlap.
 */
export function redisSiteOf(database: string): string {
  return createHash('sha256').update(database).digest('hex').slice(0, 16);
}
