import type { Database } from '../../../db/client';
import { createTimedCache } from '../../kernel';

/**
 * Answers of the content service for 30 s, at most 500 per database: the home page's latest posts,
 * blog pages, articles and static pages are read on every view and change only when an editor
 * saves, which calls forgetContent. Another server instance sees a change within 30 s.
 */
const contentCache = createTimedCache({ ttlMs: 30_000, maxEntries: 500 });

export function readContent<T>(db: Database, key: string, load: () => Promise<T>): Promise<T> {
  return contentCache.read(db, key, load);
}

export function forgetContent(db: Database): void {
  contentCache.forget(db);
}
