import type { Database } from '../../../db/client';

type Entry = { expires: number; value: Promise<unknown> };

/**
 * A per-database cache of answers for `ttlMs`, holding at most `maxEntries` (the oldest go first).
 * Concurrent reads of one key share one load; a failed load is not remembered. Nothing in it must
 * be shared between server instances: each one reloads within `ttlMs` of a change.
 */
export function createTimedCache({ ttlMs, maxEntries = Infinity }: { ttlMs: number; maxEntries?: number }) {
  const caches = new WeakMap<Database, Map<string, Entry>>();
  return {
    read<T>(db: Database, key: string, load: () => PromiseLike<T>): Promise<T> {
      let cache = caches.get(db);
      if (!cache) caches.set(db, (cache = new Map()));
      const now = Date.now();
      const entry = cache.get(key);
      if (entry && entry.expires > now) return entry.value as Promise<T>;
      cache.delete(key);
      while (cache.size >= maxEntries) cache.delete(cache.keys().next().value!);
      // Drizzle's query builders run again on every then(): Promise.resolve runs one once and keeps its result.
      const value = Promise.resolve(load());
      cache.set(key, { expires: now + ttlMs, value });
      value.catch(() => cache.delete(key));
      return value;
    },
    /** Drops what is held for `db` (all keys, or one). */
    forget(db: Database, key?: string): void {
      if (key === undefined) caches.delete(db);
      else caches.get(db)?.delete(key);
    },
  };
}

/**
 * Reference data that nearly every page reads and that only administrators change (settings,
 * categories), kept for a few seconds so that a page view costs no query for it. A use case that
 * writes such data calls forgetReferenceData so this instance sees it at once.
 */
const referenceCache = createTimedCache({ ttlMs: 10_000 });

export function readReferenceData<T>(db: Database, key: string, load: () => PromiseLike<T>): Promise<T> {
  return referenceCache.read(db, key, load);
}

/**
 * What a page shows every viewer alike (a listing's public part), kept for a few seconds so that a
 * popular page costs each signed-in person only the queries for their own facts; at most 500 pages.
 * Any purge of cached pages drops it (purgePages), with the reference data.
 */
const sharedPageData = createTimedCache({ ttlMs: 10_000, maxEntries: 500 });

export function readSharedPageData<T>(db: Database, key: string, load: () => PromiseLike<T>): Promise<T> {
  return sharedPageData.read(db, key, load);
}

/** Drops reference data (all of it, or one key); dropping all drops the pages' shared data too. */
export function forgetReferenceData(db: Database, key?: string): void {
  referenceCache.forget(db, key);
  if (key === undefined) sharedPageData.forget(db);
  if (key === undefined || key === settingsCacheKey) settingsCache.forget(db);
}

/**
 * Settings are read on every request but kept for one second only: a change (maintenance mode)
 * takes effect within a second on every server instance, for one small query per second each.
 */
export const settingsCacheKey = 'settings';
const settingsCache = createTimedCache({ ttlMs: 1_000 });

export function readSettingsRows<T>(db: Database, load: () => PromiseLike<T>): Promise<T> {
  return settingsCache.read(db, settingsCacheKey, load);
}
