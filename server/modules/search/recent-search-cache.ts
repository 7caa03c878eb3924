import type { Database } from '../../../db/client';
import { createTimedCache } from '../../kernel';

/**
 * The answers of recent searches for a few seconds: popular searches (a place page from a search
 * engine, the default /search) are asked for again and again, and a listing's change may take that
 * long to show, as the place directory's counts do. At most 500 answers per database.
 */
const recentSearches = createTimedCache({ ttlMs: 10_000, maxEntries: 500 });

export function readRecentSearch<T>(db: Database, key: string, run: () => Promise<T>): Promise<T> {
  return recentSearches.read(db, key, run);
}

