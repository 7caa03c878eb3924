import { createHash, randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterEach, beforeEach, describe, expect, it, type TestContext } from 'vitest';
import { redisAnswers } from '../../../tests/setup/redis';
import { gunzipSync } from 'node:zlib';
import { createMemoryPageStore } from './memory-page-store';
import { gzipChunks, pageBody } from './page-body';
import { pageSize, type PageStore, type StoredPage } from './page-store';
import { createRedisPageStore } from './redis-page-store';

// The real Redis of this machine and of CI; TEST_REDIS_URL points elsewhere.
const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const redisSkipReason = (await redisAnswers(redisUrl)) ? undefined : `no Redis answers at ${redisUrl} (set TEST_REDIS_URL)`;

const page = async (text: string, tags: string[]): Promise<StoredPage> => ({
  status: 200,
  headers: [['content-type', 'text/html']],
  body: await pageBody(text, 'NONCE'),
  etag: `W/"${text.length}"`,
  tags,
  storedAt: 0,
});
const textOf = (stored: StoredPage | null) => stored && Buffer.concat(stored.body.parts).toString();
// Three pages of this size fit in the store, a fourth does not (their bodies barely compress).
function body(name: string): string {
  let text = `${name} `;
  for (let index = 0; text.length < 1000; index++) text += createHash('sha256').update(`${name}${index}`).digest('base64');
  return text.slice(0, 1000);
}
const maxBytes = 3.5 * pageSize(await page(body('a'), ['site', 'service:1']));

const open: PageStore[] = [];
afterEach(async () => {
  await Promise.all(open.splice(0).map((store) => store.close()));
});

const implementations = [
  { name: 'in memory', create: () => [createMemoryPageStore({ maxBytes })], skipReason: undefined },
  // Two instances on one namespace of their own: what one stores or purges, the other sees.
  {
    name: 'in Redis',
    create: () => {
      const namespace = `ever-after-test:pages:${randomUUID()}`;
      return [createRedisPageStore({ url: redisUrl, maxBytes, namespace }), createRedisPageStore({ url: redisUrl, maxBytes, namespace })];
    },
    skipReason: redisSkipReason,
  },
];

describe.each(implementations)('the page store $name', ({ create, skipReason }) => {
  let stores: PageStore[];
  let first: PageStore;
  let last: PageStore;
  beforeEach((context: TestContext) => {
    context.skip(skipReason !== undefined, skipReason);
    stores = create();
    open.push(...stores);
    [first, last] = [stores[0], stores.at(-1)!];
  });

  it('keeps a page under its key and answers it, to every instance, with its compressed parts', async () => {
    const home = body('home').replace('home', 'home NONCE');
    expect(await first.set('au|/', await page(home, ['site', 'catalog']), 60_000, Date.now())).toBe(true);
    const stored = await last.get('au|/', 'plain');
    expect(textOf(stored)).toBe(home.replace('NONCE', ''));
    const zipped = await last.get('au|/', 'gzip');
    expect(gunzipSync(Buffer.concat(gzipChunks(zipped!.body, new TextEncoder().encode('n0nce')))).toString()).toBe(home.replace('NONCE', 'n0nce'));
    expect(stored).toMatchObject({ status: 200, headers: [['content-type', 'text/html']], tags: ['site', 'catalog'] });
    expect(await last.get('nz|/', 'plain')).toBeNull();
  });

  it('drops every page with any purged tag, for every instance, and no other', async () => {
    await first.set('au|/a', await page(body('a'), ['site', 'service:1']), 60_000, Date.now());
    await first.set('au|/b', await page(body('b'), ['site', 'service:2', 'catalog']), 60_000, Date.now());
    await first.set('au|/c', await page(body('c'), ['site', 'service:3']), 60_000, Date.now());
    await last.purge(['service:1', 'catalog']);
    expect(await first.get('au|/a', 'plain')).toBeNull();
    expect(await first.get('au|/b', 'plain')).toBeNull();
    expect(textOf(await first.get('au|/c', 'plain'))).toBe(body('c'));
    await last.purge(['site']);
    expect(await first.get('au|/c', 'plain')).toBeNull();
  });

  it('refuses a page rendered before a purge of one of its tags', async () => {
    const renderedSince = Date.now();
    await sleep(2);
    await last.purge(['service:1']);
    expect(await first.set('au|/a', await page(body('a'), ['site', 'service:1']), 60_000, renderedSince)).toBe(false);
    expect(await first.get('au|/a', 'plain')).toBeNull();
    expect(await first.set('au|/b', await page(body('b'), ['site', 'service:2']), 60_000, renderedSince)).toBe(true);
    expect(await first.get('au|/b', 'plain')).not.toBeNull();
  });

  it('holds at most its bytes: the oldest page goes first', async () => {
    for (const name of ['a', 'b', 'c', 'd']) await first.set(`au|/${name}`, await page(body(name), ['site', 'service:1']), 60_000, Date.now());
    expect(await last.get('au|/a', 'plain')).toBeNull();
    for (const name of ['b', 'c', 'd']) expect(textOf(await last.get(`au|/${name}`, 'plain'))).toBe(body(name));
    // A page bigger than the whole store is not kept at all, and takes nothing out.
    await first.set('au|/huge', await page(Array.from({ length: 10 }, () => body('huge')).join(''), ['site']), 60_000, Date.now());
    expect(await last.get('au|/huge', 'plain')).toBeNull();
    expect(await last.get('au|/d', 'plain')).not.toBeNull();
  });

  it('lets a page expire after its time', async () => {
    await first.set('au|/a', await page(body('a'), ['site']), 50, Date.now());
    expect(await last.get('au|/a', 'plain')).not.toBeNull();
    await sleep(80);
    expect(await last.get('au|/a', 'plain')).toBeNull();
  });
});
