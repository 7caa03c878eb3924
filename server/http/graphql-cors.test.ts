import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, sessionCookieFrom } from '../../tests/factories/users';
import { createTestApi, type TestApi } from '../../tests/setup/api';

const trusted = 'https://app.everafter.example';
const foreign = 'https://evil.example';
const viewerQuery = `/graphql?query=${encodeURIComponent('{ viewer { email } }')}`;

let api: TestApi;
let cookie: string;

const corsHeaders = (response: Response) =>
  Object.fromEntries([...response.headers].filter(([name]) => name.startsWith('access-control-')));

beforeAll(async () => {
  api = await createTestApi({}, { corsOrigins: [trusted] });
  const couple = await createUser(api.database.db);
  cookie = sessionCookieFrom((await api.graphql('mutation ($email: String!, $password: String!) { login(email: $email, password: $password) { id } }', { email: couple.email, password: couple.password })).headers);
});
afterAll(() => api.close());

describe('CORS on /graphql (issue 29)', () => {
  it.each([
    ['with the session cookie', true],
    ['without a cookie', false],
  ])('gives a foreign origin no CORS header at all, %s', async (_label, withCookie) => {
    const headers: Record<string, string> = { Origin: foreign, ...(withCookie ? { Cookie: cookie } : {}) };
    const read = await api.app.request(viewerQuery, { headers });
    expect(read.status).toBe(200);
    expect(corsHeaders(read)).toEqual({});
    expect(read.headers.get('vary')).toMatch(/Origin/);

    const preflight = await api.app.request('/graphql', { method: 'OPTIONS', headers: { ...headers, 'Access-Control-Request-Method': 'POST', 'Access-Control-Request-Headers': 'content-type' } });
    expect(preflight.status).toBe(204);
    expect(corsHeaders(preflight)).toEqual({});

    // A foreign page's POST is refused before GraphQL (cross-site request check).
    const post = await api.app.request('/graphql', { method: 'POST', headers: { ...headers, 'Content-Type': 'application/json' }, body: JSON.stringify({ query: '{ viewer { email } }' }) });
    expect(post.status).toBe(403);
    expect(corsHeaders(post)).toEqual({});
  });

  it('lets an origin of CORS_ORIGINS read with credentials, naming that origin (never *)', async () => {
    const read = await api.app.request(viewerQuery, { headers: { Origin: trusted, Cookie: cookie } });
    expect(corsHeaders(read)).toEqual({ 'access-control-allow-origin': trusted, 'access-control-allow-credentials': 'true' });
    expect(((await read.json()) as { data: { viewer: { email: string } } }).data.viewer.email).toMatch(/@/);

    const preflight = await api.app.request('/graphql', { method: 'OPTIONS', headers: { Origin: trusted, 'Access-Control-Request-Method': 'POST', 'Access-Control-Request-Headers': 'content-type' } });
    expect(preflight.status).toBe(204);
    expect(corsHeaders(preflight)).toMatchObject({ 'access-control-allow-origin': trusted, 'access-control-allow-credentials': 'true', 'access-control-allow-methods': 'GET, POST' });

    const post = await api.app.request('/graphql', { method: 'POST', headers: { Origin: trusted, Cookie: cookie, 'Content-Type': 'application/json' }, body: JSON.stringify({ query: '{ viewer { email } }' }) });
    expect(post.status).toBe(200);
    expect(post.headers.get('access-control-allow-origin')).toBe(trusted);
  });

  it('is same origin only when CORS_ORIGINS is unset', async () => {
    const plain = await createTestApi();
    try {
      const read = await plain.app.request(viewerQuery, { headers: { Origin: trusted, Cookie: cookie } });
      expect(corsHeaders(read)).toEqual({});
    } finally {
      await plain.close();
    }
  });

  it('answers OPTIONS on any path without an error', async () => {
    const answer = await api.app.request('/wedding-venues/au', { method: 'OPTIONS' });
    expect(answer.status).toBe(204);
    expect(answer.headers.get('allow')).toBe('GET, HEAD, POST, OPTIONS');
  });
});
