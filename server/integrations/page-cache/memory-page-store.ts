import { pageSize, purgeMemoryMs, type PageStore, type StoredPage } from './page-store';

type Entry = { page: StoredPage; expires: number; size: number };

/**
 * Pages in this process, at most `maxBytes` of them: the least recently served go first. Pages
 * expire after their time; a purge drops every page with one of its tags at once.
 */
export function createMemoryPageStore({ maxBytes, now = Date.now }: { maxBytes: number; now?: () => number }): PageStore & { bytes(): number } {
  const entries = new Map<string, Entry>();
  const keysByTag = new Map<string, Set<string>>();
  const purgedAt = new Map<string, number>();
  let bytes = 0;

  const remove = (key: string) => {
    const entry = entries.get(key);
    if (!entry) return;
    entries.delete(key);
    bytes -= entry.size;
    for (const tag of entry.page.tags) {
      const keys = keysByTag.get(tag);
      keys?.delete(key);
      if (keys?.size === 0) keysByTag.delete(tag);
    }
  };

  return {
    async get(key) {
      const entry = entries.get(key);
      if (!entry) return null;
      if (entry.expires <= now()) {
        remove(key);
        return null;
      }
      // Most recently used last: eviction takes the first.
      entries.delete(key);
      entries.set(key, entry);
      return entry.page;
    },
    async set(key, page, ttlMs, renderedSince) {
      if (page.tags.some((tag) => (purgedAt.get(tag) ?? -Infinity) >= renderedSince)) return false;
      const size = pageSize(page);
      if (size > maxBytes) return true;
      remove(key);
      while (bytes + size > maxBytes) remove(entries.keys().next().value!);
      entries.set(key, { page, expires: now() + ttlMs, size });
      bytes += size;
      for (const tag of page.tags) {
        const keys = keysByTag.get(tag) ?? new Set();
        keys.add(key);
        keysByTag.set(tag, keys);
      }
      return true;
    },
    async purge(tags) {
      const moment = now();
      for (const [tag, at] of purgedAt) if (at < moment - purgeMemoryMs) purgedAt.delete(tag);
      for (const tag of tags) {
        purgedAt.set(tag, moment);
        for (const key of keysByTag.get(tag) ?? []) remove(key);
      }
    },
    async close() {
      entries.clear();
      keysByTag.clear();
    },
    bytes: () => bytes,
  };
}
