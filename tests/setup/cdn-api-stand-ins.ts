import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * STAND-INS FOR CLOUDFLARE'S AND FASTLY'S PURGE APIS, for tests only (never used by the server
 * outside tests): local HTTP servers that check each call against the request each provider
 * documents (method, path, credentials, JSON body, tags per call), record it, and answer like the
 * provider: its success body, its error bodies, and the failures a test scripts (a 429 with
 * Retry-After, a 500). A call that breaks the documented shape is answered 400 and listed in
 * `refused`, so a test sees the adapter's mistake rather than a silent success.
 */

export type RecordedPurgeCall = { method: string; path: string; headers: IncomingMessage['headers']; tags: string[] };

/** An answer a test scripts for the next call, instead of the provider's success. */
export type ScriptedFailure = { status: number; retryAfter?: string };

export type CdnApiStandIn = {
  url: string;
  /** Every call received, in order, whatever it was answered. */
  calls: RecordedPurgeCall[];
  /** Calls that broke the documented request shape, and why. */
  refused: string[];
  /** The next calls' answers, one each, before the success answers resume. */
  failNext(...failures: ScriptedFailure[]): void;
  /** Holds every answer from now until `release` (a slow CDN). */
  hold(): void;
  release(): void;
  /** Resolves once `count` calls have arrived. */
  received(count: number): Promise<void>;
  close(): Promise<void>;
};

type Provider = {
  path: RegExp;
  /** Why the credentials are wrong (answered `denied`), or undefined when they are right. */
  credentials(headers: IncomingMessage['headers']): string | undefined;
  denied: [number, unknown];
  /** The tags in a well-formed body, or why it is not. */
  tags(body: unknown): string[] | string;
  maxTags: number;
  success(tags: string[]): unknown;
  error(status: number, message: string): unknown;
};

const readBody = (request: IncomingMessage) =>
  new Promise<string>((resolve) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    request.on('end', () => resolve(body));
  });

async function startStandIn(provider: Provider): Promise<CdnApiStandIn> {
  const calls: RecordedPurgeCall[] = [];
  const refused: string[] = [];
  const scripted: ScriptedFailure[] = [];
  const waiting: { count: number; resolve: () => void }[] = [];
  let held: (() => void)[] | undefined;

  const json = (response: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) =>
    response.writeHead(status, { 'Content-Type': 'application/json', ...headers }).end(JSON.stringify(body));

  function answer(request: IncomingMessage, text: string, response: ServerResponse) {
    const refuse = (status: number, why: string) => (refused.push(why), json(response, status, provider.error(status, why)));
    if (request.method !== 'POST' || !provider.path.test(request.url ?? '')) return refuse(404, `${request.method} ${request.url}: no such route`);
    const denied = provider.credentials(request.headers);
    if (denied) return (refused.push(denied), json(response, ...provider.denied));
    if (!/^application\/json\b/.test(request.headers['content-type'] ?? '')) return refuse(400, `Content-Type ${request.headers['content-type']}: JSON expected`);
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      return refuse(400, 'body is not JSON');
    }
    const tags = provider.tags(body);
    if (typeof tags === 'string') return refuse(400, tags);
    if (tags.length === 0 || tags.length > provider.maxTags) return refuse(400, `${tags.length} tags: 1 to ${provider.maxTags} a call`);
    const failure = scripted.shift();
    if (failure) return json(response, failure.status, provider.error(failure.status, 'scripted failure'), failure.retryAfter ? { 'Retry-After': failure.retryAfter } : {});
    json(response, 200, provider.success(tags));
  }

  const server = createServer(async (request, response) => {
    const text = await readBody(request);
    let tags: string[] = [];
    try {
      const parsed = provider.tags(JSON.parse(text));
      if (Array.isArray(parsed)) tags = parsed;
    } catch {
      // Recorded with no tags; answer() refuses it.
    }
    calls.push({ method: request.method ?? '', path: request.url ?? '', headers: request.headers, tags });
    for (const waiter of waiting.filter((entry) => calls.length >= entry.count)) waiter.resolve();
    if (held) held.push(() => answer(request, text, response));
    else answer(request, text, response);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    calls,
    refused,
    failNext: (...failures) => void scripted.push(...failures),
    hold: () => void (held ??= []),
    release: () => {
      const answers = held ?? [];
      held = undefined;
      for (const send of answers) send();
    },
    received: (count) => (calls.length >= count ? Promise.resolve() : new Promise((resolve) => waiting.push({ count, resolve }))),
    close: () => new Promise((resolve) => (server.closeAllConnections(), server.close(() => resolve()))),
  };
}

/** The body's one field `key`, a list of non-empty strings, or why it is not. */
function onlyList(body: unknown, key: string): string[] | string {
  const keys = typeof body === 'object' && body !== null && !Array.isArray(body) ? Object.keys(body) : [];
  if (keys.length !== 1 || keys[0] !== key) return `body ${JSON.stringify(body)}: {"${key}": [...]} expected`;
  const list = (body as Record<string, unknown>)[key];
  return Array.isArray(list) && list.every((entry) => typeof entry === 'string' && entry.length > 0) ? (list as string[]) : `${key} must be non-empty strings`;
}

/**
 * Cloudflare's POST /client/v4/zones/{zone_id}/purge_cache with `Authorization: Bearer {token}` and
 * `{"tags": [...]}` (at most 100), answered in Cloudflare's envelope (`success`, `errors`,
 * `messages`, `result: {id}`). The stand-in's url stands for https://api.cloudflare.com/client/v4.
 */
export function cloudflareStandIn({ zoneId, apiToken }: { zoneId: string; apiToken: string }): Promise<CdnApiStandIn> {
  const envelope = (status: number, message: string) => ({ success: false, errors: [{ code: status === 429 ? 971 : status >= 500 ? 10000 + status : 1012, message }], messages: [], result: null });
  return startStandIn({
    path: new RegExp(`^/zones/${zoneId}/purge_cache$`),
    credentials: (headers) => (headers.authorization === `Bearer ${apiToken}` ? undefined : 'Authorization is not the Bearer token'),
    denied: [403, { success: false, errors: [{ code: 10000, message: 'Authentication error' }], messages: [], result: null }],
    tags: (body) => onlyList(body, 'tags'),
    maxTags: 100,
    success: () => ({ success: true, errors: [], messages: [], result: { id: randomUUID().replaceAll('-', '') } }),
    error: envelope,
  });
}

/**
 * Fastly's POST /service/{service_id}/purge with `Fastly-Key: {token}` and
 * `{"surrogate_keys": [...]}` (at most 256), answered with each key's purge id as Fastly does. The
 * stand-in's url stands for https://api.fastly.com.
 */
export function fastlyStandIn({ serviceId, apiToken }: { serviceId: string; apiToken: string }): Promise<CdnApiStandIn> {
  return startStandIn({
    path: new RegExp(`^/service/${serviceId}/purge$`),
    credentials: (headers) => (headers['fastly-key'] === apiToken ? undefined : 'Fastly-Key is not the token'),
    denied: [401, { msg: 'Provided credentials are missing or invalid' }],
    tags: (body) => onlyList(body, 'surrogate_keys'),
    maxTags: 256,
    success: (tags) => Object.fromEntries(tags.map((tag, index) => [tag, `${index + 1}-${Date.now()}-${randomUUID().slice(0, 8)}`])),
    error: (_status, message) => ({ msg: message }),
  });
}
