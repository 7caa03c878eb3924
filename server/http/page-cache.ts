import { createHash } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import type { SecureHeadersVariables } from 'hono/secure-headers';
import { guessViewerCountry, type CountryGuess } from '../../shared/geo/guess-viewer-country';
import type { HttpRequestContext } from '../context';
import { gzipChunks, pageBody, plainChunks, type BodyForm, type PageBody } from '../integrations/page-cache/page-body';
import type { PageRecord, PageStore, StoredPage } from '../integrations/page-cache/page-store';
import { siteTag } from '../kernel';
import { hasFlash } from './flash-cookie';
import { readSessionToken } from './session-cookie';
import { log } from '../observability/log';

export type PageCacheVariables = SecureHeadersVariables & { page?: PageRecord };

export type PageCacheOptions = {
  store: PageStore;
  /** How long the server keeps a page at most (purges drop it sooner): the safety net. */
  ttlSeconds: number;
  /** s-maxage and stale-while-revalidate for a CDN in front (0: shared caches keep nothing). */
  cdnSeconds: number;
  /** Whether the request's site is served over HTTPS (the session cookie's name depends on it). */
  secure: (request: Request) => boolean;
  /** Maintenance mode: every request is rendered, and nothing is stored. */
  bypass: () => Promise<boolean>;
  /** A page answered from the cache (counts the listing's view, as its render would have). */
  onHit?: (page: StoredPage, request: Request) => void;
};

/**
 * Marks the page being rendered as cacheable for visitors, tagged with what it shows. A page that
 * never calls this is never stored; any per-viewer part (a session, a notice) keeps it out anyway.
 */
export function tagPage(context: Pick<HttpRequestContext, 'page'>, ...tags: string[]): void {
  for (const tag of tags) context.page?.tags.add(tag);
}

// Campaign parameters change nothing on a page: one cached copy serves every campaign.
/**
 * The visitor's country, guessed from the request's headers, for a page being rendered: its cached
 * copy is then kept per country, by the server and (Vary) by a CDN.
 */
export function guessPageCountry(context: Pick<HttpRequestContext, 'page'>, request: Request): CountryGuess {
  if (context.page) context.page.variesByCountry = true;
  return guessViewerCountry(request.headers);
}

const trackingParameter = /^(?:utm_[a-z]+|fbclid|gclid|msclkid|mc_cid|mc_eid)$/;

/**
 * The cache key: the visitor's country (the header's category links follow it), the path and the
 * query with its parameters sorted and campaign parameters left out.
 */
export function pageCacheKey(request: Request): string {
  const url = new URL(request.url);
  const parameters = [...url.searchParams].filter(([name]) => !trackingParameter.test(name)).sort(([a, first], [b, second]) => compare(a, b) || compare(first, second));
  const query = new URLSearchParams(parameters).toString();
  return `${guessViewerCountry(request.headers).countryCode}|${url.pathname}${query ? `?${query}` : ''}`;
}

const compare = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** A visitor's read: GET or HEAD with no session (cookie or bearer) and no notice waiting. */
export function isVisitorRead(request: Request, secure: boolean): boolean {
  return (request.method === 'GET' || request.method === 'HEAD') && readSessionToken(request, secure) === null && !hasFlash(request);
}

// The country guess reads these: a CDN must keep one copy of a page that follows it per value.
const countryHeaders = 'Accept-Language, CF-IPCountry, CloudFront-Viewer-Country, X-Vercel-IP-Country, X-Country-Code';
// Headers the cache sets itself, or that belong to one transfer only.
const unstoredHeaders = new Set(['set-cookie', 'cache-control', 'content-length', 'content-encoding', 'transfer-encoding', 'etag', 'date', 'vary']);
const storedTypes = /^(?:text\/html|application\/xml|text\/x-script)\b/;
/**
 * A page rendered up to this long after a purge of one of its tags is answered but not stored: its
 * render may have read data cached in this or another instance before the write (reference data
 * for 10 s, the blog client's posts for 30 s), or seen a write whose transaction has not yet
 * committed when it purged.
 */
const staleReadMs = 30_000;

/**
 * The page cache: visitors' pages are answered from the store when there, else rendered and stored
 * when the page tagged itself, answered 200, set no cookie and asked for no private caching.
 */
export function pageCache(options: PageCacheOptions): MiddlewareHandler<{ Variables: PageCacheVariables }> {
  const { store } = options;
  const warn = (error: unknown) => log.warn({ err: error }, 'page cache');
  return async (c, next) => {
    const request = c.req.raw;
    if (!isVisitorRead(request, options.secure(request)) || (await options.bypass())) return next();
    const key = pageCacheKey(request);
    const nonce = c.get('secureHeadersNonce') ?? '';
    const form: BodyForm = acceptsGzip(request.headers.get('accept-encoding')) ? 'gzip' : 'plain';
    const cached = await store.get(key, form).catch((error: unknown) => void warn(error));
    if (cached) {
      options.onHit?.(cached, request);
      return answer(cached, request, nonce, form, options.cdnSeconds);
    }
    const record: PageRecord = { tags: new Set() };
    c.set('page', record);
    const renderedSince = Date.now();
    await next();
    const response = c.res;
    if (request.method !== 'GET' || record.tags.size === 0 || response.status !== 200 || response.headers.has('set-cookie')) return;
    if (/private|no-store|no-cache/.test(response.headers.get('cache-control') ?? '') || !storedTypes.test(response.headers.get('content-type') ?? '')) return;
    const body = await pageBody(await response.text(), nonce);
    const page: StoredPage = {
      status: 200,
      headers: [...response.headers].filter(([name]) => !unstoredHeaders.has(name)),
      body,
      etag: etagOf(body),
      tags: [...record.tags, siteTag],
      storedAt: Date.now(),
      ...(record.viewedService ? { viewedService: record.viewedService } : {}),
      ...(record.variesByCountry ? { variesByCountry: true } : {}),
    };
    const fresh = await store.set(key, page, options.ttlSeconds * 1000, renderedSince - staleReadMs).catch((error: unknown) => void warn(error));
    // Hono would merge the rendered response's headers into a new one: drop it first.
    c.res = undefined;
    // Refused as possibly stale (a purge of its tags came during or just before its render): a CDN
    // must not keep it either.
    c.res = answer(page, request, nonce, form, fresh === false ? 0 : options.cdnSeconds);
  };
}

function etagOf(body: PageBody): string {
  const hash = createHash('sha1');
  for (const part of body.parts) hash.update(part).update('\0');
  return `W/"${hash.digest('base64url')}"`;
}

const encoder = new TextEncoder();

/** Whether the client takes gzip (RFC 9110 12.5.3: an explicit gzip entry, else `*`, with a weight above 0). */
function acceptsGzip(header: string | null): boolean {
  let wildcard = false;
  for (const entry of (header ?? '').split(',')) {
    const [coding, ...parameters] = entry.split(';').map((piece) => piece.trim().toLowerCase());
    const weight = parameters.find((parameter) => parameter.startsWith('q='));
    const accepted = weight === undefined || Number(weight.slice(2)) > 0;
    if (coding === 'gzip') return accepted;
    if (coding === '*') wildcard = accepted;
  }
  return wildcard;
}

/** The chunks as a stream: nothing is joined or copied before the socket writes them. */
function streamOf(chunks: Uint8Array[]): ReadableStream<Uint8Array> {
  return new ReadableStream({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(chunk);
      controller.close();
    },
  });
}

/**
 * A stored page as one visitor's answer: their own nonce, gzip'd when they take it (from the
 * stored compressed parts: no answer is compressed again), 304 when they hold this version.
 * `cdnSeconds` 0: shared caches keep nothing.
 */
function answer(page: StoredPage, request: Request, nonce: string, form: BodyForm, cdnSeconds: number): Response {
  const headers = new Headers(page.headers);
  headers.set('ETag', page.etag);
  headers.set('Cache-Control', cdnSeconds > 0 ? `public, max-age=0, s-maxage=${cdnSeconds}, stale-while-revalidate=${cdnSeconds}` : 'public, max-age=0, s-maxage=0');
  // Every answer may be compressed (here or by the compress middleware); a page that follows the
  // visitor's country also differs by the headers the guess reads. Nothing else varies.
  headers.set('Vary', page.variesByCountry ? `Accept-Encoding, ${countryHeaders}` : 'Accept-Encoding');
  // Tag purges for a CDN in front: Fastly's surrogate keys, Cloudflare's cache tags.
  headers.set('Surrogate-Key', page.tags.join(' '));
  headers.set('Cache-Tag', page.tags.join(','));
  const held = request.headers.get('if-none-match');
  if (held && held.split(',').some((tag) => tag.trim().replace(/^W\//, '') === page.etag.replace(/^W\//, ''))) {
    headers.delete('content-type');
    return new Response(null, { status: 304, headers });
  }
  if (form === 'gzip') headers.set('Content-Encoding', 'gzip');
  if (request.method === 'HEAD') return new Response(null, { status: page.status, headers });
  const nonceBytes = encoder.encode(nonce);
  // Compressed, a page is small enough to join: one write, with its length.
  if (form === 'gzip') return new Response(Buffer.concat(gzipChunks(page.body, nonceBytes)), { status: page.status, headers });
  return new Response(streamOf(plainChunks(page.body, nonceBytes)), { status: page.status, headers });
}
