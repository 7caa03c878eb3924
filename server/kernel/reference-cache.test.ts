import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Database } from '../../db/client';
import { createTimedCache, forgetReferenceData, forgetSharedPageData, readReferenceData, readSharedPageData } from './reference-cache';

// The cache only keys on the database object's identity.
const db = {} as Database;
const otherDb = {} as Database;

afterEach(() => {
  vi.useRealTimers();
  forgetReferenceData(db);
  forgetReferenceData(otherDb);
  forgetSharedPageData(db);
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

describe('readSharedPageData', () => {
  it('drops only the pages’ data tagged with what a purge names, and loads still running', async () => {
    let loads = 0;
    const listing = (tags: string[]) => () => Promise.resolve({ load: ++loads, tags });
    const read = (key: string, tags: string[]) => readSharedPageData(db, key, listing(tags), (value) => value.tags);
    await read('service-page:1', ['service:1', 'service:2', 'person:7']);
    await read('service-page:3', ['service:3']);
    const running = read('service-page:4', ['service:4']);
    forgetSharedPageData(db, ['service:2']);
    expect((await read('service-page:1', [])).load).toBe(4);
    expect((await read('service-page:3', [])).load).toBe(2);
    expect((await running).load).toBe(3);
    expect((await read('service-page:4', ['service:4'])).load).toBe(5);
    forgetSharedPageData(db, ['person:8']);
    expect((await read('service-page:3', [])).load).toBe(2);
    forgetSharedPageData(db);
    expect((await read('service-page:3', [])).load).toBe(6);
  });
});
