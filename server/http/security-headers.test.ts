import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { createTestApi } from '../../tests/setup/api';
import { defaultMapTiles } from '../config';
import { renderServiceImage } from '../media';
import { securityHeaders, tileImageSource } from './security-headers';

async function contentSecurityPolicy(tileUrl: string) {
  const app = new Hono();
  app.use(securityHeaders({ tileUrl, attribution: '' }));
  app.get('/', (c) => c.text('ok'));
  return (await app.request('/')).headers.get('content-security-policy') ?? '';
}

describe('security headers', () => {
  it('let images come from the default tile server, by a wildcard for its {s} subdomains', async () => {
    const csp = await contentSecurityPolicy(defaultMapTiles.tileUrl);
    expect(csp).toContain("img-src 'self' data: blob: https://*.basemaps.cartocdn.com;");
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("connect-src 'self'");
  });

  it('add nothing to img-src for tiles served by this site', async () => {
    expect(await contentSecurityPolicy('/tiles/{z}/{x}/{y}.png')).toContain("img-src 'self' data: blob:;");
  });

  it.each([
    ['https://{s}.basemaps.cartocdn.com/light_all/{z}/{x}/{y}{r}.png', 'https://*.basemaps.cartocdn.com'],
    ['https://tiles-{s}.Example.com/{z}/{x}/{y}.png', 'https://*.example.com'],
    ['https://tile.openstreetmap.org/{z}/{x}/{y}.png', 'https://tile.openstreetmap.org'],
    ['http://localhost:8080/styles/{z}/{x}/{y}.png', 'http://localhost:8080'],
    ['/tiles/{z}/{x}/{y}.png', null],
  ])('reads the image source of %s as %s', (tileUrl, source) => {
    expect(tileImageSource(tileUrl)).toBe(source);
  });

  it('leave a response’s own policy alone: an SVG from /images/ keeps its sandbox (issue 29)', async () => {
    const api = await createTestApi();
    try {
      mkdirSync(join(api.imagesDir, 'demo'), { recursive: true });
      writeFileSync(join(api.imagesDir, 'demo', '1-1.svg'), renderServiceImage('venue', 1, 1));
      const svg = await api.app.request('/images/demo/1-1.svg');
      expect(svg.headers.get('content-type')).toBe('image/svg+xml');
      expect(svg.headers.get('content-security-policy')).toBe("default-src 'none'; style-src 'unsafe-inline'; sandbox");
      // The site's other headers still come.
      expect(svg.headers.get('x-content-type-options')).toBe('nosniff');
      // Everything else gets the pages' policy.
      expect((await api.app.request('/healthz')).headers.get('content-security-policy')).toContain("default-src 'self'");
    } finally {
      await api.close();
    }
  });
});
