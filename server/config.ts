import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { z } from 'zod';
import type { IdentityProviderSettings } from './integrations/oauth/identity-providers';
import type { CdnSettings } from './integrations/page-cache/create-cdn-purgers';
import type { S3StorageOptions } from './integrations/storage/s3-storage';
import { logLevels, type LogLevel } from './observability/log';

const postgresUrl = z
  .string()
  .url('must be a URL such as postgres://user@host:5432/db')
  .refine((value) => /^postgres(ql)?:\/\//.test(value), 'must start with postgres:// or postgresql://');

/** Visitors' /graphql requests per client address a minute (GRAPHQL_ANONYMOUS_PER_MINUTE): docs/security.md. */
export const defaultAnonymousGraphQLPerMinute = 300;

/** The default map tiles: CARTO's light, monochrome "Positron" style over OpenStreetMap data. */
export const defaultMapTiles: MapTiles = {
  tileUrl: 'https://{s}.basemaps.cartocdn.com/light_all/{z}/{x}/{y}{r}.png',
  attribution:
    '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors ' +
    '&copy; <a href="https://carto.com/attributions">CARTO</a>',
};

/** Where map tiles come from (a Leaflet URL template) and the credit line shown on every map. */
export type MapTiles = {
  tileUrl: string;
  /** HTML: Leaflet renders it as markup. Operator configuration, never user input. */
  attribution: string;
};

// Host names, a port and {placeholders} only: the host goes into the Content-Security-Policy header.
const tileUrlHost = /^https?:\/\/([a-z0-9.{}-]+)(:\d+)?\//i;

const tileUrlTemplate = z
  .string()
  .refine(
    (value) => tileUrlHost.test(value) || /^\/(?!\/)\S/.test(value),
    'must be an http(s) URL or a path starting with /',
  )
  .refine((value) => ['{z}', '{x}', '{y}'].every((part) => value.includes(part)), 'must contain {z}, {x} and {y}')
  .refine((value) => {
    // Content-Security-Policy allows a wildcard only as the host's leftmost label ({s} subdomains).
    const labels = tileUrlHost.exec(value)?.[1].split('.') ?? [];
    if (labels.length === 0 || !labels.some((label) => label.includes('{'))) return true;
    return labels.length > 1 && !labels.slice(1).some((label) => label.includes('{'));
  }, 'may have a {placeholder} in the leftmost part of the host name only');

// "Name <address>" or a bare address: the sender of every e-mail the site sends.
const mailbox = z
  .string()
  .regex(/^(?:[^<>@\r\n]+ <[^\s<>@]+@[^\s<>@]+>|[^\s<>@]+@[^\s<>@]+)$/, 'must be an address such as Ever After <no-reply@everafter.example>');

// Origins other sites' pages call /graphql from, with the viewer's cookie: exact origins only.
const corsOrigins = z
  .string()
  .transform((value) => value.split(',').map((entry) => entry.trim()).filter(Boolean))
  .refine(
    (origins) => origins.every((origin) => !origin.includes('*') && /^https?:$/.test(URL.parse(origin)?.protocol ?? '') && URL.parse(origin)?.origin === origin),
    'must be origins separated by commas, such as https://app.everafter.example (scheme, host and port only: no *, path or trailing slash)',
  );

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  PUBLIC_URL: z.string().url('must be an absolute URL such as https://everafter.example').optional(),
  DATABASE_URL: postgresUrl.optional(),
  REDIS_URL: z.string().url().optional(),
  // Visitors' pages: megabytes kept (0 turns the cache off), seconds at most, and a CDN's s-maxage.
  PAGE_CACHE_MB: z.coerce.number().min(0).max(100_000).default(64),
  PAGE_CACHE_SECONDS: z.coerce.number().int().min(1).max(86_400).default(300),
  CDN_CACHE_SECONDS: z.coerce.number().int().min(0).max(86_400).default(60),
  // A CDN in front, purged by tag with the server's own cache: either, or both while moving.
  CLOUDFLARE_ZONE_ID: z.string().optional(),
  CLOUDFLARE_API_TOKEN: z.string().optional(),
  CLOUDFLARE_API_URL: z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }).optional(),
  FASTLY_SERVICE_ID: z.string().optional(),
  FASTLY_API_TOKEN: z.string().optional(),
  FASTLY_API_URL: z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }).optional(),
  SMTP_URL: z.string().url().optional(),
  MAIL_FROM: mailbox.default('Ever After <no-reply@localhost>'),
  // Seeds the demo catalog into an empty embedded database on first start; off in tests that seed themselves.
  SEED_DEMO: z.enum(['true', 'false']).default('true'),
  SEED_SERVICES: z.coerce.number().int().min(0).default(1500),
  BENCHMARK_ROUTE: z.enum(['true', 'false']).default('false'),
  ERROR_PROBE_ROUTE: z.enum(['true', 'false']).default('false'),
  TEST_CLOCK_ROUTE: z.enum(['true', 'false']).default('false'),
  STRIPE_SECRET_KEY: z.string().startsWith('sk_', 'must be a Stripe secret key (sk_live_… or sk_test_…)').optional(),
  STRIPE_WEBHOOK_SECRET: z.string().startsWith('whsec_', 'must be the webhook endpoint’s signing secret (whsec_…)').optional(),
  STRIPE_API_URL: z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }).optional(),
  LOG_SQL: z.enum(['true', 'false']).default('false'),
  LOG_LEVEL: z.enum(logLevels).default('info'),
  // /metrics: to a bearer of this token on the site's port, and/or without one on 127.0.0.1:METRICS_PORT.
  METRICS_TOKEN: z.string().min(16, 'must be at least 16 characters (a random secret)').optional(),
  METRICS_PORT: z.coerce.number().int().min(1).max(65535).optional(),
  TRUST_PROXY: z.enum(['true', 'false']).default('false'),
  // On SIGTERM, seconds of answering "draining" (and serving) before closing: proxies' health checks see it first.
  SHUTDOWN_DRAIN_SECONDS: z.coerce.number().min(0).max(600).default(5),
  CORS_ORIGINS: corsOrigins.default([]),
  // Visitors' /graphql requests per client address a minute (0: no limit).
  GRAPHQL_ANONYMOUS_PER_MINUTE: z.coerce.number().int().min(0).max(1_000_000).default(defaultAnonymousGraphQLPerMinute),
  // Social sign-in: a provider is on when its client id and secret are set.
  GOOGLE_CLIENT_ID: z.string().optional(),
  GOOGLE_CLIENT_SECRET: z.string().optional(),
  GOOGLE_ISSUER: z.url().default('https://accounts.google.com'),
  FACEBOOK_CLIENT_ID: z.string().optional(),
  FACEBOOK_CLIENT_SECRET: z.string().optional(),
  FACEBOOK_AUTHORIZATION_URL: z.url().default('https://www.facebook.com/v21.0/dialog/oauth'),
  FACEBOOK_TOKEN_URL: z.url().default('https://graph.facebook.com/v21.0/oauth/access_token'),
  FACEBOOK_USERINFO_URL: z.url().default('https://graph.facebook.com/v21.0/me?fields=id,email,first_name,last_name'),
  MAP_TILE_URL: tileUrlTemplate.default(defaultMapTiles.tileUrl),
  MAP_TILE_ATTRIBUTION: z.string().default(defaultMapTiles.attribution),
  // Uploads in an S3-compatible bucket instead of DATA_DIR: vendors' documents (instead of
  // DATA_DIR/private) and, under public/, the photos, brochures and avatars /images/ serves.
  S3_BUCKET: z.string().optional(),
  S3_ENDPOINT: z.url({ protocol: /^https?$/, error: 'must be an http(s) URL such as https://s3.example.com' }).optional(),
  S3_REGION: z.string().default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
}).superRefine((values, context) => {
  // A key without the webhook's secret would take card payments whose events are never read.
  if (values.STRIPE_SECRET_KEY && !values.STRIPE_WEBHOOK_SECRET) context.addIssue({ code: 'custom', path: ['STRIPE_WEBHOOK_SECRET'], message: 'must be set with STRIPE_SECRET_KEY' });
  // A zone without its token (or the reverse) would leave the CDN serving edited pages unnoticed.
  for (const [id, token] of [['CLOUDFLARE_ZONE_ID', 'CLOUDFLARE_API_TOKEN'], ['FASTLY_SERVICE_ID', 'FASTLY_API_TOKEN']] as const) {
    if (!values[id] !== !values[token]) context.addIssue({ code: 'custom', path: [values[id] ? token : id], message: `must be set with ${values[id] ? id : token}` });
  }
  // Half an S3 configuration is a mistake to report, not a reason to keep files on disk unnoticed.
  if (!values.S3_BUCKET && !values.S3_ENDPOINT && !values.S3_ACCESS_KEY_ID && !values.S3_SECRET_ACCESS_KEY) return;
  for (const key of ['S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const) {
    if (!values[key]) context.addIssue({ code: 'custom', path: [key], message: 'must be set with the other S3_ variables' });
  }
});

export type Config = {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  dataDir: string;
  imagesDir: string;
  pgliteDir: string;
  publicUrl: string | undefined;
  databaseUrl: string | undefined;
  redisUrl: string | undefined;
  /** The page cache: bytes it may hold (0: off), seconds a page is kept, a CDN's s-maxage. */
  pageCache: { maxBytes: number; ttlSeconds: number; cdnSeconds: number };
  /** Cloudflare (CLOUDFLARE_ZONE_ID, CLOUDFLARE_API_TOKEN) and Fastly (FASTLY_SERVICE_ID, FASTLY_API_TOKEN), purged by tag. */
  cdn: CdnSettings;
  smtpUrl: string | undefined;
  /** Where e-mail goes as .eml files when SMTP_URL is unset. */
  outboxDir: string;
  /** Private uploads (vendors' documents) when S3 is not configured: never served. */
  privateFilesDir: string;
  /** S3_BUCKET and its settings: private files and public uploads go to that bucket. */
  s3: S3StorageOptions | undefined;
  mailFrom: string;
  seedDemo: boolean;
  seedServices: number;
  benchmarkRoute: boolean;
  /** /error-probe fails on purpose, to test the error screen and its feedback end to end. */
  errorProbe: boolean;
  /** POST /test-clock moves the server's clock (end-to-end tests of the billing clock only). */
  testClockRoute: boolean;
  /** Stripe (STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET, STRIPE_API_URL): unset, subscriptions use the built-in tax invoices. */
  stripe: { secretKey: string; webhookSecret: string; apiUrl?: string } | undefined;
  /** Prints every SQL statement (to count the queries of a request). */
  logSql: boolean;
  logLevel: LogLevel;
  /** /metrics for `Authorization: Bearer <token>` on the site's port. */
  metricsToken: string | undefined;
  /** /metrics without a token on 127.0.0.1 at this port. */
  metricsPort: number | undefined;
  /** Behind our own reverse proxy: the client's address comes from X-Forwarded-For. */
  trustProxy: boolean;
  /** SHUTDOWN_DRAIN_SECONDS: how long SIGTERM answers "draining" (still serving) before it closes. */
  shutdownDrainSeconds: number;
  /** CORS_ORIGINS: origins whose pages may call /graphql with credentials (empty: same origin only). */
  corsOrigins: string[];
  /** GRAPHQL_ANONYMOUS_PER_MINUTE: visitors' /graphql requests per client address a minute (0: no limit). */
  graphqlAnonymousPerMinute: number;
  /** Google and Facebook sign-in, for the providers whose client id and secret are set. */
  identityProviders: IdentityProviderSettings;
  map: MapTiles;
};

export class ConfigError extends Error {}

/** Validates the environment; throws ConfigError with one readable line on the first problem. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(stripEmpty(env));
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new ConfigError(`${issue.path.join('.')}: ${issue.message}`);
  }
  const values = parsed.data;
  const dataDir = resolve(values.DATA_DIR);
  ensureWritableDir(dataDir);
  return {
    env: values.NODE_ENV,
    port: values.PORT,
    host: values.HOST,
    dataDir,
    imagesDir: resolve(dataDir, 'images'),
    pgliteDir: resolve(dataDir, 'pglite'),
    publicUrl: values.PUBLIC_URL?.replace(/\/$/, ''),
    databaseUrl: values.DATABASE_URL,
    redisUrl: values.REDIS_URL,
    pageCache: { maxBytes: Math.round(values.PAGE_CACHE_MB * 1024 * 1024), ttlSeconds: values.PAGE_CACHE_SECONDS, cdnSeconds: values.CDN_CACHE_SECONDS },
    cdn: cdnSettings(values),
    smtpUrl: values.SMTP_URL,
    outboxDir: resolve(dataDir, 'outbox'),
    privateFilesDir: resolve(dataDir, 'private'),
    s3: s3Settings(values),
    mailFrom: values.MAIL_FROM,
    seedDemo: values.SEED_DEMO === 'true',
    seedServices: values.SEED_SERVICES,
    benchmarkRoute: values.BENCHMARK_ROUTE === 'true',
    errorProbe: values.ERROR_PROBE_ROUTE === 'true',
    testClockRoute: values.TEST_CLOCK_ROUTE === 'true',
    stripe: values.STRIPE_SECRET_KEY ? { secretKey: values.STRIPE_SECRET_KEY, webhookSecret: values.STRIPE_WEBHOOK_SECRET!, apiUrl: values.STRIPE_API_URL } : undefined,
    logSql: values.LOG_SQL === 'true',
    logLevel: values.LOG_LEVEL,
    metricsToken: values.METRICS_TOKEN,
    metricsPort: values.METRICS_PORT,
    trustProxy: values.TRUST_PROXY === 'true',
    shutdownDrainSeconds: values.SHUTDOWN_DRAIN_SECONDS,
    corsOrigins: values.CORS_ORIGINS,
    graphqlAnonymousPerMinute: values.GRAPHQL_ANONYMOUS_PER_MINUTE,
    identityProviders: identityProviderSettings(values),
    map: { tileUrl: values.MAP_TILE_URL, attribution: values.MAP_TILE_ATTRIBUTION },
  };
}

function identityProviderSettings(values: z.infer<typeof envSchema>): IdentityProviderSettings {
  const settings: IdentityProviderSettings = {};
  if (values.GOOGLE_CLIENT_ID && values.GOOGLE_CLIENT_SECRET) {
    settings.google = { clientId: values.GOOGLE_CLIENT_ID, clientSecret: values.GOOGLE_CLIENT_SECRET, issuer: values.GOOGLE_ISSUER };
  }
  if (values.FACEBOOK_CLIENT_ID && values.FACEBOOK_CLIENT_SECRET) {
    settings.facebook = {
      clientId: values.FACEBOOK_CLIENT_ID,
      clientSecret: values.FACEBOOK_CLIENT_SECRET,
      authorizationUrl: values.FACEBOOK_AUTHORIZATION_URL,
      tokenUrl: values.FACEBOOK_TOKEN_URL,
      userinfoUrl: values.FACEBOOK_USERINFO_URL,
    };
  }
  return settings;
}

function cdnSettings(values: z.infer<typeof envSchema>): CdnSettings {
  const { CLOUDFLARE_ZONE_ID: zoneId, CLOUDFLARE_API_TOKEN: cloudflareToken, FASTLY_SERVICE_ID: serviceId, FASTLY_API_TOKEN: fastlyToken } = values;
  return {
    ...(zoneId && cloudflareToken ? { cloudflare: { zoneId, apiToken: cloudflareToken, apiUrl: values.CLOUDFLARE_API_URL } } : {}),
    ...(serviceId && fastlyToken ? { fastly: { serviceId, apiToken: fastlyToken, apiUrl: values.FASTLY_API_URL } } : {}),
  };
}

function s3Settings(values: z.infer<typeof envSchema>): S3StorageOptions | undefined {
  if (!values.S3_BUCKET || !values.S3_ACCESS_KEY_ID || !values.S3_SECRET_ACCESS_KEY) return undefined;
  return {
    endpoint: values.S3_ENDPOINT,
    region: values.S3_REGION,
    bucket: values.S3_BUCKET,
    accessKeyId: values.S3_ACCESS_KEY_ID,
    secretAccessKey: values.S3_SECRET_ACCESS_KEY,
    // Amazon S3 takes the bucket in the host name; S3-compatible servers mostly want it in the path.
    forcePathStyle: values.S3_ENDPOINT !== undefined,
  };
}

// An empty variable (FOO= in a shell) means "not set", not "set to the empty string".
function stripEmpty(env: NodeJS.ProcessEnv): Record<string, string> {
  return Object.fromEntries(Object.entries(env).filter((entry): entry is [string, string] => !!entry[1]));
}

function ensureWritableDir(dir: string) {
  try {
    mkdirSync(dir, { recursive: true });
    // A real write, because permission bits say nothing to root or on a read-only mount.
    const probe = resolve(dir, `.write-probe-${process.pid}`);
    writeFileSync(probe, '');
    rmSync(probe);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code ?? 'error';
    throw new ConfigError(`DATA_DIR: ${dir} is not a writable folder (${code})`);
  }
}
