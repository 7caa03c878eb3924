import type { Database } from '../../../db/client';

/**
 * Reference data that nearly every page reads and that only administrators change (settings,
 * categories), kept per database for a few seconds so that a page view costs no query for it.
 * Nothing here must be shared between server instances: each one re-reads within `ttlMs` of a
 * change, and a use case that writes such data calls forgetReferenceData so this instance sees it
 * at once.
 */

const ttlMs = 10_000;
type Entry = { expires: number; value: Promise<unknown> };
const caches = new WeakMap<Database, Map<string, Entry>>();

export function readReferenceData<T>(db: Database, key: string, load: () => PromiseLike<T>): Promise<T> {
  let cache = caches.get(db);
  if (!cache) caches.set(db, (cache = new Map()));
  const now = Date.now();
  const entry = cache.get(key);
  if (entry && entry.expires > now) return entry.value as Promise<T>;
  // Concurrent requests share one query; a failed query is not remembered. Drizzle's query builders
  // run again on every then(): Promise.resolve runs one once and keeps its result.
  const value = Promise.resolve(load());
  cache.set(key, { expires: now + ttlMs, value });
  value.catch(() => cache.delete(key));
  return value;
}

/** Drops what this instance holds for `db` (all keys, or one). */
export function forgetReferenceData(db: Database, key?: string): void {
  if (key === undefined) caches.delete(db);
  else caches.get(db)?.delete(key);
}
