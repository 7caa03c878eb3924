import { gunzipSync } from 'node:zlib';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { createMemoryPageStore } from '../integrations/page-cache/memory-page-store';
import { defaultMapTiles } from '../config';
import { guessPageCountry, isVisitorRead, pageCache, pageCacheKey, tagPage, type PageCacheVariables } from './page-cache';
import { securityHeaders } from './security-headers';

/** A site of one page behind the security headers and the cache, counting its renders. */
function site({ maintenance = false, tags = ['service:1'], cookie, country = true }: { maintenance?: boolean; tags?: string[]; cookie?: string; country?: boolean } = {}) {
  const store = createMemoryPageStore({ maxBytes: 1024 * 1024 });
  const state = { renders: 0, maintenance };
  const app = new Hono<{ Variables: PageCacheVariables }>();
  app.use(securityHeaders(defaultMapTiles));
  app.use(pageCache({ store, ttlSeconds: 300, cdnSeconds: 60, secure: () => false, bypass: async () => state.maintenance }));
  app.get('/page', (c) => {
    state.renders += 1;
    const page = c.get('page');
    if (page) tagPage({ page }, ...tags);
    // Like the root's loader: the header's links follow the visitor's country.
    if (country) guessPageCountry({ page }, c.req.raw);
    const signedIn = /ea_session=/.test(c.req.header('cookie') ?? '');
    const headers: Record<string, string> = { 'Content-Type': 'text/html; charset=utf-8' };
    if (cookie) headers['Set-Cookie'] = cookie;
    const name = state.maintenance ? 'Back soon' : signedIn ? 'Hello, Ann' : `Render ${state.renders}`;
    return c.body(`<html><body><h1>${name}</h1><script nonce="${c.get('secureHeadersNonce')}">1</script></body></html>`, 200, headers);
  });
  return { app, state, store, get: (path = '/page', headers: Record<string, string> = {}) => app.request(path, { headers }) };
}

const nonceOf = (csp: string | null) => /'nonce-([^']+)'/.exec(csp ?? '')?.[1];

describe('the page cache', () => {
  it('keys a page by country, path and sorted query without campaign parameters', () => {
    const key = (url: string, headers: Record<string, string> = {}) => pageCacheKey(new Request(url, { headers }));
    expect(key('http://x/blog?tag=b&search=a&utm_source=news&fbclid=1')).toBe('au|/blog?search=a&tag=b');
    expect(key('http://x/blog?search=a&tag=b')).toBe(key('http://x/blog?tag=b&search=a'));
    expect(key('http://x/', { 'Accept-Language': 'en-NZ' })).toBe('nz|/');
    expect(key('http://x/', { 'CF-IPCountry': 'NZ' })).toBe('nz|/');
  });

  it('takes only visitors’ reads: no session cookie, bearer token or waiting notice', () => {
    const read = (init: RequestInit) => isVisitorRead(new Request('http://x/', init), false);
    expect(read({})).toBe(true);
    expect(read({ method: 'HEAD' })).toBe(true);
    expect(read({ headers: { Cookie: '_ga=1' } })).toBe(true);
    expect(read({ method: 'POST' })).toBe(false);
    expect(read({ headers: { Cookie: '_ga=1; ea_session=abc' } })).toBe(false);
    expect(read({ headers: { Authorization: 'Bearer abc' } })).toBe(false);
    expect(read({ headers: { Cookie: 'ea_flash=signed-in' } })).toBe(false);
  });

  it('answers a visitor’s second request from the store, with a fresh nonce matching its CSP, and CDN headers', async () => {
    const { get, state } = site();
    const first = await get();
    const second = await get();
    expect(state.renders).toBe(1);
    const [firstBody, secondBody] = [await first.text(), await second.text()];
    expect(secondBody).toContain('Render 1');
    const nonce = nonceOf(second.headers.get('content-security-policy'));
    expect(nonce).toBeTruthy();
    expect(nonce).not.toBe(nonceOf(first.headers.get('content-security-policy')));
    expect(secondBody).toContain(`nonce="${nonce}"`);
    expect(firstBody).toContain(`nonce="${nonceOf(first.headers.get('content-security-policy'))}"`);
    expect(second.headers.get('cache-control')).toBe('public, max-age=0, s-maxage=60, stale-while-revalidate=60');
    expect(second.headers.get('etag')).toBe(first.headers.get('etag'));
    expect(second.headers.get('vary')).toBe('Accept-Encoding, Accept-Language, CF-IPCountry, CloudFront-Viewer-Country, X-Vercel-IP-Country, X-Country-Code');
    expect(second.headers.get('surrogate-key')).toBe('service:1 site');
    expect(second.headers.get('cache-tag')).toBe('service:1,site');
    expect(second.headers.get('set-cookie')).toBeNull();
  });

  it('answers 304 to a visitor holding the current version, and HEAD without a body', async () => {
    const { get } = site();
    const etag = (await get()).headers.get('etag')!;
    const unchanged = await get('/page', { 'If-None-Match': etag });
    expect(unchanged.status).toBe(304);
    expect(await unchanged.text()).toBe('');
    const head = await site().app.request('/page', { method: 'HEAD' });
    expect(head.status).toBe(200);
  });

  it('never answers a signed-in person from the store, nor stores their page', async () => {
    const { get, state } = site();
    await get();
    const signedIn = await get('/page', { Cookie: 'ea_session=abc' });
    expect(await signedIn.text()).toContain('Hello, Ann');
    expect(signedIn.headers.get('cache-control')).toBeNull();
    const visitor = await get();
    expect(await visitor.text()).toContain('Render 1');
    expect(state.renders).toBe(2);
  });

  it('stores no page that sets a cookie, and none that did not tag itself', async () => {
    for (const options of [{ cookie: 'ea_flash=; Max-Age=0' }, { tags: [] }]) {
      const { get, state } = site(options);
      await get();
      const again = await get();
      expect(state.renders).toBe(2);
      expect(again.headers.get('surrogate-key')).toBeNull();
    }
  });

  it('renders every request in maintenance mode, and answers fresh pages once it ends', async () => {
    const { get, state } = site();
    await get();
    state.maintenance = true;
    expect(await (await get()).text()).toContain('Back soon');
    expect(await (await get()).text()).toContain('Back soon');
    state.maintenance = false;
    expect(await (await get()).text()).toContain('Render 1');
  });

  it('renders a purged page afresh', async () => {
    const { get, store, state } = site();
    await get();
    await store.purge(['service:1']);
    expect(await (await get()).text()).toContain('Render 2');
    expect(state.renders).toBe(2);
  });

  it('varies a page by country only when its render read the visitor’s country', async () => {
    const { get } = site({ country: false });
    await get();
    expect((await get()).headers.get('vary')).toBe('Accept-Encoding');
  });

  it('answers gzip from the stored compressed parts, with the visitor’s own nonce, to those who take it', async () => {
    const { get, state } = site();
    const plain = await get();
    const plainBody = await plain.text();
    for (const accepted of ['gzip, deflate, br, zstd', 'br;q=1, gzip;q=0.5', '*']) {
      const zipped = await get('/page', { 'Accept-Encoding': accepted });
      expect(zipped.headers.get('content-encoding')).toBe('gzip');
      const text = gunzipSync(Buffer.from(await zipped.arrayBuffer())).toString('utf8');
      const nonce = nonceOf(zipped.headers.get('content-security-policy'))!;
      expect(text).toBe(plainBody.replaceAll(nonceOf(plain.headers.get('content-security-policy'))!, nonce));
    }
    for (const refused of ['gzip;q=0', 'br', '*, gzip;q=0']) expect((await get('/page', { 'Accept-Encoding': refused })).headers.get('content-encoding')).toBeNull();
    expect(state.renders).toBe(1);
  });

  it('keeps a page rendered just after a purge of what it shows out of the store and out of shared caches', async () => {
    const { get, store, state } = site();
    await store.purge(['service:1']);
    const first = await get();
    expect(first.headers.get('cache-control')).toBe('public, max-age=0, s-maxage=0');
    await get();
    expect(state.renders).toBe(2);
  });
});
