import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Database } from '../../../db/client';
import { createTimedCache, forgetReferenceData, readReferenceData } from './reference-cache';

// The cache only keys on the database object's identity.
const db = {} as Database;
const otherDb = {} as Database;

afterEach(() => {
  vi.useRealTimers();
  forgetReferenceData(db);
  forgetReferenceData(otherDb);
});

describe('readReferenceData', () => {
  it('loads once for concurrent and repeated reads, per database', async () => {
    const load = vi.fn(async () => ['venue']);
    const reads = await Promise.all([readReferenceData(db, 'categories', load), readReferenceData(db, 'categories', load)]);
    await readReferenceData(db, 'categories', load);
    expect(reads).toEqual([['venue'], ['venue']]);
    expect(load).toHaveBeenCalledTimes(1);
    await readReferenceData(otherDb, 'categories', load);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('reads again once the entry is ten seconds old, or after forgetReferenceData', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    let version = 0;
    const load = async () => ++version;
    expect(await readReferenceData(db, 'settings', load)).toBe(1);
    vi.advanceTimersByTime(9_000);
    expect(await readReferenceData(db, 'settings', load)).toBe(1);
    vi.advanceTimersByTime(1_001);
    expect(await readReferenceData(db, 'settings', load)).toBe(2);
    forgetReferenceData(db, 'settings');
    expect(await readReferenceData(db, 'settings', load)).toBe(3);
  });

  it('runs a lazy query builder once, however often its result is read', async () => {
    // Like Drizzle's queries: each then() runs the query again.
    let runs = 0;
    const query = { then: (resolve: (rows: string[]) => void) => resolve([`run ${++runs}`]) } as PromiseLike<string[]>;
    await readReferenceData(db, 'categories', () => query);
    expect(await readReferenceData(db, 'categories', () => query)).toEqual(['run 1']);
    expect(runs).toBe(1);
  });

  it('does not remember a failed load', async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error('connection lost')).mockResolvedValueOnce('ok');
    await expect(readReferenceData(db, 'settings', load)).rejects.toThrow('connection lost');
    expect(await readReferenceData(db, 'settings', load)).toBe('ok');
  });
});

describe('createTimedCache', () => {
  it('keeps at most maxEntries answers, dropping the oldest first', async () => {
    const cache = createTimedCache({ ttlMs: 60_000, maxEntries: 2 });
    let loads = 0;
    const load = () => Promise.resolve(++loads);
    await cache.read(db, 'a', load);
    await cache.read(db, 'b', load);
    await cache.read(db, 'c', load);
    expect(await cache.read(db, 'b', load)).toBe(2);
    expect(await cache.read(db, 'c', load)).toBe(3);
    // 'a' was dropped to make room for 'c', so it loads again.
    expect(await cache.read(db, 'a', load)).toBe(4);
  });
});
