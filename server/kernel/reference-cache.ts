import type { Database } from '../../db/client';

type Entry = { expires: number; value: Promise<unknown>; tags?: Set<string> };

/**
 * A per-database cache of answers for `ttlMs`, holding at most `maxEntries` (the oldest go first).
 * Concurrent reads of one key share one load; a failed load is not remembered. Nothing in it must
 * be shared between server instances: each one reloads within `ttlMs` of a change. An answer read
 * with `tagsOf` is tagged with what it holds once loaded, and `forgetTagged` drops it by those.
 */
export function createTimedCache({ ttlMs, maxEntries = Infinity }: { ttlMs: number; maxEntries?: number }) {
  const caches = new WeakMap<Database, Map<string, Entry>>();
  return {
    read<T>(db: Database, key: string, load: () => PromiseLike<T>, tagsOf?: (value: T) => string[]): Promise<T> {
      let cache = caches.get(db);
      if (!cache) caches.set(db, (cache = new Map()));
      const now = Date.now();
      const entry = cache.get(key);
      if (entry && entry.expires > now) return entry.value as Promise<T>;
      cache.delete(key);
      while (cache.size >= maxEntries) cache.delete(cache.keys().next().value!);
      // Drizzle's query builders run again on every then(): Promise.resolve runs one once and keeps its result.
      const value = Promise.resolve(load());
      const added: Entry = { expires: now + ttlMs, value };
      cache.set(key, added);
      value.then(
        (loaded) => tagsOf && (added.tags = new Set(tagsOf(loaded))),
        // Unless a newer read replaced it (after a forget).
        () => cache.get(key) === added && cache.delete(key),
      );
      return value;
    },
    /** Drops what is held for `db` with any of `tags`, and every load still running (it may have read what changed). */
    forgetTagged(db: Database, tags: string[]): void {
      const cache = caches.get(db);
      for (const [key, entry] of cache ?? []) if (!entry.tags || tags.some((tag) => entry.tags!.has(tag))) cache!.delete(key);
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
 * `tagsOf` gives the page tags of what it holds: a purge of pages with any of them drops it too
 * (purgePages), and nothing else.
 */
const sharedPageData = createTimedCache({ ttlMs: 10_000, maxEntries: 500 });

export function readSharedPageData<T>(db: Database, key: string, load: () => PromiseLike<T>, tagsOf: (value: T) => string[]): Promise<T> {
  return sharedPageData.read(db, key, load, tagsOf);
}

/** Drops the pages' shared data with any of `tags` (all of it without). */
export function forgetSharedPageData(db: Database, tags?: string[]): void {
  if (tags) sharedPageData.forgetTagged(db, tags);
  else sharedPageData.forget(db);
}

/** Drops reference data (all of it, or one key). */
export function forgetReferenceData(db: Database, key?: string): void {
  referenceCache.forget(db, key);
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
