import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { projectRoot } from '../../db/paths';
import { describe, expect, it } from 'vitest';
import { baseUrl } from '../setup/e2e-lane';


describe('the server', () => {
  it('sends security headers with every page', async () => {
    const response = await fetch(`${baseUrl}/`);
    const csp = response.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]+'/);
    // Map tiles (MAP_TILE_URL, CARTO by default) are the only images from elsewhere.
    expect(csp).toContain("img-src 'self' data: blob: https://*.basemaps.cartocdn.com;");
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(response.headers.get('x-frame-options')).toBe('DENY');
    // Every inline script carries this response's nonce.
    const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
    const html = await response.text();
    const inlineScripts = [...html.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>/g)];
    expect(inlineScripts.length).toBeGreaterThan(0);
    for (const [, attributes] of inlineScripts) expect(attributes).toContain(`nonce="${nonce}"`);
  });

  it('answers /healthz: ready once warmed up', async () => {
    const response = await fetch(`${baseUrl}/healthz`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'ready' });
  });

  it('serves /images/default.jpg and falls back to it for missing images', async () => {
    const image = await fetch(`${baseUrl}/images/default.jpg`);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/jpeg');
    const bytes = new Uint8Array(await image.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xff, 0xd8, 0xff]);

    // fetch() normalises a literal ../, so the escape attempts are percent-encoded.
    for (const path of ['/images/missing.jpg', '/images/..%2f..%2fetc%2fpasswd', '/images/demo/..%2f..%2f..%2fpackage.json', '/images/%E0%A4%A']) {
      const fallback = await fetch(`${baseUrl}${path}`);
      expect(fallback.status, path).toBe(200);
      expect(fallback.headers.get('content-type'), path).toBe('image/jpeg');
      expect(new Uint8Array(await fallback.arrayBuffer()), path).toEqual(bytes);
    }
  });

  it('publishes public settings over GraphQL, never secret ones', async () => {
    const response = await fetch(`${baseUrl}/graphql`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ query: '{ settings }' }),
    });
    const { data } = await response.json();
    expect(data.settings['app.name']).toBe('Ever After');
    expect(data.settings['app.maintenance']).toBe(false);
    expect(Object.keys(data.settings)).not.toContain('services.graphcms.read_token');
  });

  it('caches hashed assets for a year and compresses them', async () => {
    const html = await (await fetch(`${baseUrl}/`)).text();
    const asset = /\/assets\/[^"\s]+\.js/.exec(html)?.[0];
    expect(asset).toBeDefined();
    const response = await fetch(`${baseUrl}${asset}`, { headers: { 'Accept-Encoding': 'gzip' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(response.headers.get('content-type')).toContain('text/javascript');
    expect(response.headers.get('content-encoding')).toBe('gzip');
  });

  it('never answers a malformed GraphQL request with a 500', async () => {
    const bodies = ['{', '{"query": 42}', '{"query": "{ nope }"}', '{"query": "{ categories { id "}'];
    for (const body of bodies) {
      const response = await fetch(`${baseUrl}/graphql`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Accept: 'application/graphql-response+json' },
        body,
      });
      expect(response.status, body).toBe(400);
      const payload = await response.json();
      expect(payload.errors?.length, body).toBeGreaterThan(0);
    }
  });
});

describe('the client build', () => {
  it('carries no server code: no database schema, no Node built-ins, no password hashing', () => {
    const assets = join(projectRoot, 'build', 'client', 'assets');
    const leaks = readdirSync(assets)
      .filter((file) => file.endsWith('.js'))
      .filter((file) => /drizzle:|"PgTable"|node:crypto|argon2/.test(readFileSync(join(assets, file), 'utf8')));
    expect(leaks).toEqual([]);
  });
});
