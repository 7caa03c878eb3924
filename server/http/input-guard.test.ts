import { createHash } from 'node:crypto';
import { Hono } from 'hono';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../tests/factories/users';
import { createTestApi, type TestApi } from '../../tests/setup/api';
import { startSession } from '../modules/accounts/start-session';
import { maxRequestBytes } from '../../shared/media/image-limits';
import { requestBodyLimit } from './body-limit';
import { badTextMessage, inputGuard, unreadableBodyMessage } from './input-guard';

const valid = 'Café – Ōtautahi 💍';

/** The guard in front of handlers that say what they read, to show the body is handed on intact. */
function echoApp() {
  const app = new Hono();
  app.use(requestBodyLimit());
  app.use(inputGuard());
  app.all('/echo', async (c) => {
    const type = c.req.header('content-type') ?? '';
    if (type.startsWith('multipart/') || type.startsWith('application/x-www-form-urlencoded')) {
      const fields: Record<string, string> = {};
      for (const [name, value] of await c.req.raw.formData()) {
        fields[name] = typeof value === 'string' ? value : `file ${value.name} sha256:${createHash('sha256').update(new Uint8Array(await value.arrayBuffer())).digest('hex')}`;
      }
      return c.json({ fields, query: c.req.query() });
    }
    return c.json({ text: c.req.method === 'GET' ? null : await c.req.text(), query: c.req.query() });
  });
  return app;
}

const echo = echoApp();
const post = (body: BodyInit, type?: string, path = '/echo') => echo.request(path, { method: 'POST', headers: type ? { 'Content-Type': type } : {}, body });
const bytes = (...values: number[]) => new Uint8Array(values);
const withBytes = (before: string, middle: Uint8Array, after: string) => new Uint8Array([...new TextEncoder().encode(before), ...middle, ...new TextEncoder().encode(after)]);

describe('the input guard', () => {
  it.each([
    ['a NUL in the path', '/blog/article/%00'],
    ['a NUL in the middle of a segment', '/pages/a%00b'],
    ['a raw NUL (encoded by the URL parser)', '/echo?tag=a\0b'],
    ['a NUL in the query', '/blog?tag=%00'],
    ['an overlong slash (%C0%AF)', '/echo/%C0%AF'],
    ['a stray byte (%FF)', '/echo?q=%FF'],
    ['an encoded lone surrogate (%ED%A0%80)', '/echo?q=%ED%A0%80'],
    ['a truncated sequence', '/echo?q=%E0%A4%A'],
  ])('refuses %s in the URL with 400', async (_, path) => {
    const response = await echo.request(path);
    expect(response.status).toBe(400);
    expect(response.headers.get('content-type')).toContain('text/plain');
    expect(await response.text()).toBe(badTextMessage);
  });

  it('lets valid UTF-8, plus signs and stray percent signs through', async () => {
    const query = new URLSearchParams({ q: valid, sql: "' OR 1=1 --", html: '<script>alert(1)</script>', pct: '100%' }).toString();
    const response = await echo.request(`/echo?${query}&raw=50%&plus=a+b`);
    expect(response.status).toBe(200);
    expect((await response.json()).query).toEqual({ q: valid, sql: "' OR 1=1 --", html: '<script>alert(1)</script>', pct: '100%', raw: '50%', plus: 'a b' });
    expect((await echo.request(`/echo/${encodeURIComponent(valid)}`)).status).toBe(404);
  });

  it.each([
    ['a NUL escape', '{"name":"a\\u0000b"}'],
    ['a NUL escape in a key', '{"a\\u0000":1}'],
    ['a lone high surrogate', '{"name":"\\ud800"}'],
    ['a lone low surrogate deep inside', '{"a":[{"b":[1,"x\\udc00y"]}]}'],
  ])('refuses %s in a JSON body', async (_, body) => {
    const response = await post(body, 'application/json');
    expect(response.status).toBe(400);
    expect(await response.text()).toBe(badTextMessage);
  });

  it('refuses JSON and text bodies whose bytes are not UTF-8 or hold a NUL', async () => {
    expect((await post(withBytes('{"name":"', bytes(0xc0, 0xaf), '"}'), 'application/json')).status).toBe(400);
    expect((await post(withBytes('{"name":"', bytes(0xed, 0xa0, 0x80), '"}'), 'application/json; charset=utf-8')).status).toBe(400);
    expect((await post(withBytes('hello', bytes(0), ''), 'text/plain')).status).toBe(400);
    expect((await post(withBytes('hello', bytes(0xff), ''))).status).toBe(400);
  });

  it('walks huge and deeply nested JSON without overflowing the stack', async () => {
    const wide = JSON.stringify({ items: Array.from({ length: 1_000_000 }, (_, index) => index) });
    expect((await post(wide, 'application/json')).status).toBe(200);
    expect((await post(wide.replace(']', ',"\\u0000"]'), 'application/json')).status).toBe(400);
    const deep = `${'['.repeat(100_000)}"\\u0000"${']'.repeat(100_000)}`;
    expect((await post(deep, 'application/json')).status).toBe(400);
  });

  it('hands a valid JSON body on to the handler, and malformed JSON to the handler too', async () => {
    const body = JSON.stringify({ name: valid, pair: '\ud83d\udc8d', sql: "'; DROP TABLE users; --" });
    expect(await (await post(body, 'application/json')).json()).toEqual({ text: body, query: {} });
    expect(await (await post('{"name": ', 'application/json')).json()).toEqual({ text: '{"name": ', query: {} });
  });

  it('checks urlencoded form fields byte by byte', async () => {
    expect((await post('name=a%00b', 'application/x-www-form-urlencoded')).status).toBe(400);
    expect((await post('name=%C0%AF', 'application/x-www-form-urlencoded')).status).toBe(400);
    expect((await post('na%ED%A0%80me=x', 'application/x-www-form-urlencoded')).status).toBe(400);
    const ok = await post(new URLSearchParams({ name: valid, note: '<b>hi</b>' }).toString(), 'application/x-www-form-urlencoded;charset=UTF-8');
    expect(ok.status).toBe(200);
    expect((await ok.json()).fields).toEqual({ name: valid, note: '<b>hi</b>' });
  });

  it('checks multipart text fields, not file parts: a picture full of 0x00 bytes is handed on byte for byte', async () => {
    const picture = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#000000' } }).png().toBuffer();
    expect(picture.includes(0)).toBe(true);
    const form = new FormData();
    form.set('name', valid);
    form.set('avatar', new Blob([new Uint8Array(picture), bytes(0xff, 0xfe, 0x00)], { type: 'image/png' }), 'photo.png');
    const response = await post(form);
    expect(response.status).toBe(200);
    const digest = createHash('sha256').update(Buffer.concat([picture, Buffer.from([0xff, 0xfe, 0x00])])).digest('hex');
    expect((await response.json()).fields).toEqual({ name: valid, avatar: `file photo.png sha256:${digest}` });

    const withNul = new FormData();
    withNul.set('name', 'a\0b');
    withNul.set('avatar', new Blob([new Uint8Array(picture)]), 'photo.png');
    expect((await post(withNul)).status).toBe(400);
  });

  it('refuses a multipart text field whose bytes are not UTF-8, and a body that is not multipart at all', async () => {
    const boundary = 'guard-boundary';
    const body = withBytes(`--${boundary}\r\nContent-Disposition: form-data; name="name"\r\n\r\nab`, bytes(0xed, 0xa0, 0x80), `\r\n--${boundary}--\r\n`);
    expect((await post(body, `multipart/form-data; boundary=${boundary}`)).status).toBe(400);
    const broken = await post('this is not multipart', `multipart/form-data; boundary=${boundary}`);
    expect(broken.status).toBe(400);
    expect(await broken.text()).toBe(unreadableBodyMessage);
    expect((await post('--x\r\nContent-Disposition: form-data; name="a"\r\n\r\nb\r\n--x--', 'multipart/form-data')).status).toBe(400);
  });

  it('leaves binary bodies alone', async () => {
    expect((await post(bytes(0, 0xff, 0xc0, 0xaf), 'image/png')).status).toBe(200);
  });

  it('lets the size limit answer first: 413 for a body past it, NUL or not', async () => {
    const body = new Uint8Array(maxRequestBytes + 1);
    const response = await post(body, 'application/json');
    expect(response.status).toBe(413);
  });
});

describe('the input guard in the app', () => {
  let api: TestApi;
  let cookie: string;

  beforeAll(async () => {
    api = await createTestApi();
    const couple = await createUser(api.database.db);
    cookie = `ea_session=${(await startSession(api.database.db, couple.id)).token}`;
  });
  afterAll(() => api.close());

  const refusedInGraphQL = { errors: [{ message: badTextMessage, extensions: { code: 'BAD_USER_INPUT' } }] };

  it('answers GraphQL requests in GraphQL’s shape: variables, query text, GET parameters', async () => {
    const localities = 'query ($search: String!) { localities(search: $search) { name } }';
    for (const variables of [{ search: 'a\0b' }, { search: '\ud800' }]) {
      const response = await api.graphql(localities, variables);
      expect(response.status).toBe(400);
      expect(response).toMatchObject(refusedInGraphQL);
    }
    expect(await api.graphql('{ localities(search: "a\\u0000b") { name } }')).toMatchObject({ status: 400, ...refusedInGraphQL });
    const get = await api.app.request(`/graphql?query=${encodeURIComponent('query ($s: String!) { localities(search: $s) { name } }')}&variables=${encodeURIComponent('{"s":"\\u0000"}')}`);
    expect(get.status).toBe(400);
    expect(await get.json()).toEqual(refusedInGraphQL);

    const ok = await api.graphql<{ localities: unknown[] }>(localities, { search: valid });
    expect(ok.status).toBe(200);
    expect(ok.errors).toBeUndefined();
    expect(ok.data?.localities).toEqual([]);
  });

  it('answers GraphQL parameters that are not JSON with 400 rather than Yoga’s 500', async () => {
    const get = await api.app.request(`/graphql?query=${encodeURIComponent('{ settings }')}&variables=not-json`);
    expect(get.status).toBe(400);
    expect(await get.json()).toEqual({ errors: [{ message: 'The GraphQL parameter "variables" is not valid JSON.', extensions: { code: 'BAD_USER_INPUT' } }] });
    const form = await api.app.request('/graphql', {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ query: '{ settings }', extensions: '{' }).toString(),
    });
    expect(form.status).toBe(400);
    const multipart = new FormData();
    multipart.set('operations', '{"query": ');
    multipart.set('map', '{}');
    expect((await api.app.request('/graphql', { method: 'POST', body: multipart })).status).toBe(400);
    const ok = await api.app.request(`/graphql?query=${encodeURIComponent('query ($s: String!) { localities(search: $s) { name } }')}&variables=${encodeURIComponent(JSON.stringify({ s: valid }))}`);
    expect(ok.status).toBe(200);
  });

  it('answers /api/ in JSON, before the sign-in check', async () => {
    const response = await api.app.request('/api/twilio/create-message', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Cookie: cookie },
      body: JSON.stringify({ conversation_id: '1', message: 'hi\0' }),
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: badTextMessage, code: 'BAD_USER_INPUT' });
    expect((await api.app.request('/api/chat/events?token=%C0%AF')).status).toBe(400);
  });

  it('hands bodies on unchanged: REST calls and a GraphQL avatar upload still work', async () => {
    const unread = await api.app.request('/api/twilio/get-unread-messages-count', { method: 'POST', headers: { 'Content-Type': 'application/json', Cookie: cookie }, body: '{}' });
    expect(unread.status).toBe(200);
    expect(await unread.json()).toEqual({ count: 0, conversations: [] });

    const viewer = await api.graphql<{ viewer: { id: string } }>('{ viewer { id } }', {}, { Cookie: cookie });
    const picture = await sharp({ create: { width: 400, height: 300, channels: 3, background: '#000000' } }).png().toBuffer();
    expect(picture.includes(0)).toBe(true);
    const body = new FormData();
    body.set('operations', JSON.stringify({ query: 'mutation ($id: ID!, $avatar: File) { updateUser(id: $id, avatar: $avatar) { avatar } }', variables: { id: viewer.data?.viewer.id, avatar: null } }));
    body.set('map', JSON.stringify({ 0: ['variables.avatar'] }));
    body.set('0', new Blob([new Uint8Array(picture)], { type: 'image/png' }), 'black.png');
    const upload = await api.app.request('/graphql', { method: 'POST', headers: { Accept: 'application/graphql-response+json', Cookie: cookie }, body });
    const result = await upload.json();
    expect(upload.status).toBe(200);
    expect(result.errors).toBeUndefined();
    expect(result.data.updateUser.avatar).toMatch(/^\/images\/avatars\//);
  });

  it('leaves the event stream alone and still answers malformed GraphQL with 400', async () => {
    const events = await api.app.request('/api/chat/events');
    expect(events.status).toBe(401);
    const malformed = await api.app.request('/graphql', { method: 'POST', headers: { 'Content-Type': 'application/json', Accept: 'application/graphql-response+json' }, body: '{' });
    expect(malformed.status).toBe(400);
  });

  it('keeps the size limit first: 413 in GraphQL’s shape', async () => {
    const body = JSON.stringify({ query: '{ settings }', variables: { x: `\0${'a'.repeat(maxRequestBytes)}` } });
    const response = await api.app.request('/graphql', { method: 'POST', headers: { 'Content-Type': 'application/json', 'Content-Length': String(Buffer.byteLength(body)) }, body });
    expect(response.status).toBe(413);
    expect((await response.json()).errors[0].extensions.code).toBe('REQUEST_ENTITY_TOO_LARGE');
  });
});
