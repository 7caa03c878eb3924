import type { Database } from '../../../db/client';

/**
 * The answers of recent searches, per database, for a few seconds: popular searches (a place page
 * from a search engine, the default /search) are asked for again and again, and a listing's change
 * may take that long to show, as the place directory's counts do. Bounded: the oldest answers go
 * first. Nothing here must be shared between server instances.
 */
const ttlMs = 10_000;
const maxEntries = 500;
type Entry = { expires: number; value: Promise<unknown> };
const caches = new WeakMap<Database, Map<string, Entry>>();

export function readRecentSearch<T>(db: Database, key: string, run: () => Promise<T>): Promise<T> {
  let cache = caches.get(db);
  if (!cache) caches.set(db, (cache = new Map()));
  const now = Date.now();
  const entry = cache.get(key);
  if (entry && entry.expires > now) return entry.value as Promise<T>;
  cache.delete(key);
  while (cache.size >= maxEntries) cache.delete(cache.keys().next().value!);
  // Concurrent identical searches share one run; a failed run is not remembered.
  const value = run();
  cache.set(key, { expires: now + ttlMs, value });
  value.catch(() => cache.delete(key));
  return value;
}

/** Drops every remembered answer for `db`: for tests, and for writes that must show at once. */
export function forgetRecentSearches(db: Database): void {
  caches.delete(db);
}
