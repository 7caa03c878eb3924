import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type RunningServer } from '../setup/server-process';

// Issue 29 on the built server (its own, to read its log): what the unit tests check through the
// app, here through React Router's pages and the real headers middleware.

const trusted = 'https://app.everafter.example';
let server: RunningServer;

// A request's error is logged as "[ever-after] error {id} on {path}:" with its stack ("    at …").
const errorsLogged = () => server.output().split('\n').filter((line) => /\[ever-after\] error |^\s+at |Error:/.test(line));

beforeAll(async () => {
  server = await startServer({ SEED_SERVICES: '20', CORS_ORIGINS: trusted });
});
afterAll(() => server?.stop());

describe('the built server (issue 29)', () => {
  it('answers OPTIONS and methods no page takes without logging an error', async () => {
    for (const path of ['/', '/wedding-venues/au', '/graphql', '/no-such-page']) {
      const answer = await fetch(`${server.url}${path}`, { method: 'OPTIONS', headers: { Origin: 'https://evil.example', 'Access-Control-Request-Method': 'POST' } });
      expect(answer.status, path).toBe(204);
      expect(answer.headers.get('access-control-allow-origin'), path).toBeNull();
    }
    for (const method of ['PUT', 'DELETE', 'PATCH']) {
      expect((await fetch(`${server.url}/sitemap`, { method, headers: { Origin: server.url } })).status, method).toBe(405);
    }
    // A post to a page without a form.
    expect((await fetch(`${server.url}/sitemap`, { method: 'POST', body: new URLSearchParams({ a: '1' }), headers: { Origin: server.url } })).status).toBe(405);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(errorsLogged()).toEqual([]);
  });

  it('keeps an SVG’s sandbox policy', async () => {
    const svg = await fetch(`${server.url}/images/demo/1-1.svg`);
    expect(svg.headers.get('content-type')).toBe('image/svg+xml');
    expect(svg.headers.get('content-security-policy')).toBe("default-src 'none'; style-src 'unsafe-inline'; sandbox");
  });

  it('gives /graphql’s CORS to CORS_ORIGINS only, and refuses a document 2,000 levels deep with 400', async () => {
    const query = `${server.url}/graphql?query=${encodeURIComponent('{ viewer { id } }')}`;
    const foreign = await fetch(query, { headers: { Origin: 'https://evil.example', Cookie: 'ea_session=x' } });
    expect([foreign.headers.get('access-control-allow-origin'), foreign.headers.get('access-control-allow-credentials')]).toEqual([null, null]);
    const listed = await fetch(query, { headers: { Origin: trusted } });
    expect([listed.headers.get('access-control-allow-origin'), listed.headers.get('access-control-allow-credentials')]).toEqual([trusted, 'true']);

    const deep = await fetch(`${server.url}/graphql`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ query: `{ ${'a { '.repeat(2000)}b${' }'.repeat(2000)} }` }),
    });
    expect(deep.status).toBe(400);
    expect(((await deep.json()) as { errors: { extensions: { code: string } }[] }).errors[0].extensions.code).toBe('QUERY_TOO_LARGE');
    expect(errorsLogged()).toEqual([]);
  });
});
