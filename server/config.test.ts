import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

const dirs: string[] = [];
function tempDir() {
  const dir = mkdtempSync(join(tmpdir(), 'ever-after-config-'));
  dirs.push(dir);
  return dir;
}
afterEach(() => dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));

describe('loadConfig', () => {
  it('has defaults that run the embedded database under ./data on port 3000', () => {
    const dataDir = tempDir();
    const config = loadConfig({ DATA_DIR: dataDir });
    expect(config).toMatchObject({
      port: 3000,
      dataDir,
      pgliteDir: join(dataDir, 'pglite'),
      imagesDir: join(dataDir, 'images'),
      outboxDir: join(dataDir, 'outbox'),
      privateFilesDir: join(dataDir, 'private'),
      s3: undefined,
      mailFrom: 'Ever After <no-reply@localhost>',
      databaseUrl: undefined,
      seedDemo: true,
      seedServices: 1500,
      map: {
        tileUrl: 'https://{s}.basemaps.cartocdn.com/light_all/{z}/{x}/{y}{r}.png',
        attribution: expect.stringContaining('OpenStreetMap'),
      },
    });
    expect(config.map.attribution).toContain('CARTO');
  });

  it.each([
    'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
    'http://localhost:8080/styles/light/{z}/{x}/{y}.png',
    'https://tiles-{s}.example.com/{z}/{x}/{y}@2x.png',
    '/tiles/{z}/{x}/{y}.png',
  ])('takes MAP_TILE_URL %s', (tileUrl) => {
    const config = loadConfig({ DATA_DIR: tempDir(), MAP_TILE_URL: tileUrl, MAP_TILE_ATTRIBUTION: '&copy; Us' });
    expect(config.map).toEqual({ tileUrl, attribution: '&copy; Us' });
  });

  it('trusts no other origin for CORS by default, and the exact origins CORS_ORIGINS lists', () => {
    expect(loadConfig({ DATA_DIR: tempDir() }).corsOrigins).toEqual([]);
    expect(loadConfig({ DATA_DIR: tempDir(), CORS_ORIGINS: 'https://app.everafter.example, http://localhost:5173' }).corsOrigins).toEqual(['https://app.everafter.example', 'http://localhost:5173']);
  });

  it('limits visitors’ GraphQL requests to 300 a minute per address unless GRAPHQL_ANONYMOUS_PER_MINUTE says otherwise (0: off)', () => {
    expect(loadConfig({ DATA_DIR: tempDir() }).graphqlAnonymousPerMinute).toBe(300);
    expect(loadConfig({ DATA_DIR: tempDir(), GRAPHQL_ANONYMOUS_PER_MINUTE: '0' }).graphqlAnonymousPerMinute).toBe(0);
    expect(() => loadConfig({ DATA_DIR: tempDir(), GRAPHQL_ANONYMOUS_PER_MINUTE: '-1' })).toThrow(/^GRAPHQL_ANONYMOUS_PER_MINUTE: /);
  });

  it.each(['*', 'https://app.everafter.example/', 'https://app.everafter.example/api', 'app.everafter.example', 'null', 'ftp://files.example', 'https://*.everafter.example', 'https://APP.everafter.example'])(
    'refuses CORS_ORIGINS %s',
    (value) => {
      expect(() => loadConfig({ DATA_DIR: tempDir(), CORS_ORIGINS: value })).toThrow(/^CORS_ORIGINS: must be origins separated by commas/);
    },
  );

  it.each(['Ever After <hello@everafter.example>', 'hello@everafter.example'])('takes MAIL_FROM %s', (from) => {
    expect(loadConfig({ DATA_DIR: tempDir(), MAIL_FROM: from }).mailFrom).toBe(from);
  });

  it('keeps private files in an S3 bucket when S3_BUCKET and its keys are set, the bucket in the path on an S3-compatible server', () => {
    const keys = { S3_BUCKET: 'documents', S3_ACCESS_KEY_ID: 'id', S3_SECRET_ACCESS_KEY: 'secret' };
    expect(loadConfig({ DATA_DIR: tempDir(), ...keys }).s3).toEqual({
      endpoint: undefined,
      region: 'us-east-1',
      bucket: 'documents',
      accessKeyId: 'id',
      secretAccessKey: 'secret',
      forcePathStyle: false,
    });
    expect(loadConfig({ DATA_DIR: tempDir(), ...keys, S3_ENDPOINT: 'http://127.0.0.1:9000', S3_REGION: 'auto' }).s3).toMatchObject({
      endpoint: 'http://127.0.0.1:9000',
      region: 'auto',
      forcePathStyle: true,
    });
  });

  it('treats empty variables as unset', () => {
    expect(loadConfig({ DATA_DIR: tempDir(), DATABASE_URL: '', PORT: '' }).port).toBe(3000);
  });

  it.each([
    [{ DATABASE_URL: 'nope' }, 'DATABASE_URL: must be a URL such as postgres://user@host:5432/db'],
    [{ DATABASE_URL: 'mysql://localhost/db' }, 'DATABASE_URL: must start with postgres:// or postgresql://'],
    [{ PORT: '70000' }, 'PORT:'],
    [{ PUBLIC_URL: 'everafter' }, 'PUBLIC_URL: must be an absolute URL'],
    [{ GOOGLE_ISSUER: 'accounts.google.com' }, 'GOOGLE_ISSUER:'],
    [{ TRUST_PROXY: 'yes' }, 'TRUST_PROXY:'],
    [{ MAIL_FROM: 'Ever After' }, 'MAIL_FROM: must be an address such as Ever After <no-reply@everafter.example>'],
    [{ MAIL_FROM: 'a@b.example\r\nBcc: c@d.example' }, 'MAIL_FROM: must be an address'],
    [{ MAP_TILE_URL: 'tiles/{z}/{x}/{y}.png' }, 'MAP_TILE_URL: must be an http(s) URL or a path starting with /'],
    [{ MAP_TILE_URL: '//tiles.example.com/{z}/{x}/{y}.png' }, 'MAP_TILE_URL: must be an http(s) URL or a path starting with /'],
    [{ MAP_TILE_URL: 'ftp://tiles.example.com/{z}/{x}/{y}.png' }, 'MAP_TILE_URL: must be an http(s) URL or a path starting with /'],
    [{ MAP_TILE_URL: "https://x.example;img-src *'/{z}/{x}/{y}.png" }, 'MAP_TILE_URL: must be an http(s) URL or a path starting with /'],
    [{ MAP_TILE_URL: 'https://tiles.example.com/{z}/{x}.png' }, 'MAP_TILE_URL: must contain {z}, {x} and {y}'],
    [{ MAP_TILE_URL: 'https://tiles.{s}.example.com/{z}/{x}/{y}.png' }, 'MAP_TILE_URL: may have a {placeholder} in the leftmost part'],
    [{ S3_BUCKET: 'documents', S3_ACCESS_KEY_ID: 'id' }, 'S3_SECRET_ACCESS_KEY: must be set with the other S3_ variables'],
    [{ S3_ENDPOINT: 'http://127.0.0.1:9000', S3_ACCESS_KEY_ID: 'id', S3_SECRET_ACCESS_KEY: 'secret' }, 'S3_BUCKET: must be set with the other S3_ variables'],
    [{ S3_ENDPOINT: 'ftp://s3.example.com', S3_BUCKET: 'documents', S3_ACCESS_KEY_ID: 'id', S3_SECRET_ACCESS_KEY: 'secret' }, 'S3_ENDPOINT: must be an http(s) URL'],
    [{ CLOUDFLARE_ZONE_ID: 'zone' }, 'CLOUDFLARE_API_TOKEN: must be set with CLOUDFLARE_ZONE_ID'],
    [{ CLOUDFLARE_API_TOKEN: 'token' }, 'CLOUDFLARE_ZONE_ID: must be set with CLOUDFLARE_API_TOKEN'],
    [{ FASTLY_API_TOKEN: 'token' }, 'FASTLY_SERVICE_ID: must be set with FASTLY_API_TOKEN'],
    [{ FASTLY_SERVICE_ID: 'service', FASTLY_API_TOKEN: 'token', FASTLY_API_URL: 'api.fastly.com' }, 'FASTLY_API_URL: must be an http(s) URL'],
  ])('refuses %o with one line', (env, message) => {
    expect(() => loadConfig({ DATA_DIR: tempDir(), ...env })).toThrow(ConfigError);
    expect(() => loadConfig({ DATA_DIR: tempDir(), ...env })).toThrow(message);
  });

  it('purges no CDN by default, and Cloudflare, Fastly or both when their id and token are set', () => {
    expect(loadConfig({ DATA_DIR: tempDir() }).cdn).toEqual({});
    const cloudflare = { CLOUDFLARE_ZONE_ID: 'zone-1', CLOUDFLARE_API_TOKEN: 'cf-token' };
    const fastly = { FASTLY_SERVICE_ID: 'service-1', FASTLY_API_TOKEN: 'fastly-token', FASTLY_API_URL: 'http://127.0.0.1:4301' };
    expect(loadConfig({ DATA_DIR: tempDir(), ...cloudflare }).cdn).toEqual({ cloudflare: { zoneId: 'zone-1', apiToken: 'cf-token', apiUrl: undefined } });
    expect(loadConfig({ DATA_DIR: tempDir(), ...cloudflare, ...fastly }).cdn).toEqual({
      cloudflare: { zoneId: 'zone-1', apiToken: 'cf-token', apiUrl: undefined },
      fastly: { serviceId: 'service-1', apiToken: 'fastly-token', apiUrl: 'http://127.0.0.1:4301' },
    });
  });

  it('refuses a DATA_DIR it cannot write to', () => {
    const file = join(tempDir(), 'a-file');
    writeFileSync(file, '');
    expect(() => loadConfig({ DATA_DIR: join(file, 'data') })).toThrow(/DATA_DIR: .* is not a writable folder \(ENOTDIR\)/);
  });
});
