import { Hono } from 'hono';
import { compress } from 'hono/compress';
import type { SecureHeadersVariables } from 'hono/secure-headers';
import type { ServerBuild } from 'react-router';
import type { Database } from '../db/client';
import { defaultMapTiles, type MapTiles } from './config';
import type { RequestContext } from './graphql/context';
import { createGraphQLHandler } from './graphql/yoga';
import { benchmarkBaselineRoutes } from './http/benchmark-baseline';
import { botCheckRoutes } from './http/bot-check';
import { imagesRoutes } from './http/images';
import { securityHeaders } from './http/security-headers';
import { sitemapRoutes } from './http/sitemap';
import { clientStylesheetReader } from './http/client-stylesheets';
import { createSsrHandler } from './http/ssr';
import { staticAssets } from './http/static-assets';
import type { Mailer } from './integrations/mail/create-mailer';
import type { RateLimiter } from './integrations/rate-limit/rate-limiter';
import { getSettings } from './modules/platform/get-settings';

export type AppOptions = {
  db: Database;
  imagesDir: string;
  /** Sends the site's e-mail: over SMTP, or into the outbox folder. */
  mailer: Mailer;
  /** Attempt counters (sign-in throttling), in Redis when several instances must share them. */
  rateLimiter: RateLimiter;
  /** The React Router build and its client files; absent in tests of the API alone. */
  serverBuild?: ServerBuild;
  clientDir?: string;
  mode?: string;
  env?: NodeJS.ProcessEnv;
  /** PUBLIC_URL: the origin in absolute links; the request's origin when unset. */
  publicUrl?: string;
  /** URLs per sitemap file before /sitemap.xml becomes an index (tests make it small). */
  urlsPerSitemapFile?: number;
  /** Mounts /bench/bare, the baseline of bench/ssr.ts. */
  benchmarkRoute?: boolean;
  /** MAP_TILE_URL and MAP_TILE_ATTRIBUTION: the pages' maps, and the tile host the CSP admits. */
  map?: MapTiles;
};

/** The one HTTP application: assets, images, /healthz, /graphql and the pages. */
export function createApp(options: AppOptions) {
  const { db, mailer, rateLimiter, env = process.env, map = defaultMapTiles } = options;
  const app = new Hono<{ Variables: SecureHeadersVariables }>();
  const graphql = createGraphQLHandler();

  const siteOrigin = (request: Request) => options.publicUrl ?? new URL(request.url).origin;
  const readStylesheet = options.clientDir ? clientStylesheetReader(options.clientDir) : undefined;
  const requestContext = async (request: Request, nonce: string): Promise<RequestContext> => ({
    db,
    mailer,
    rateLimiter,
    settings: await getSettings(db, env),
    // Sessions arrive with the accounts issue; until then everyone is a visitor.
    viewer: null,
    request,
    publicUrl: siteOrigin(request),
    nonce,
    map,
    readStylesheet,
  });

  app.use(securityHeaders(map));
  app.use(compress());
  if (options.clientDir) app.use(staticAssets(options.clientDir));
  app.route('/images', imagesRoutes(options.imagesDir));
  app.route('/', sitemapRoutes(db, siteOrigin, options.urlsPerSitemapFile));
  app.route('/api/bot-check', botCheckRoutes(db));
  if (options.benchmarkRoute) app.route('/bench', benchmarkBaselineRoutes());

  app.get('/healthz', async (c) => {
    await db.execute('select 1');
    return c.json({ status: 'ok' }, 200, { 'Cache-Control': 'no-store' });
  });

  app.on(['GET', 'POST'], '/graphql', async (c) =>
    graphql.fetch(c.req.raw, await requestContext(c.req.raw, c.get('secureHeadersNonce') ?? '')),
  );

  if (options.serverBuild) {
    const render = createSsrHandler(options.serverBuild, options.mode ?? 'production');
    app.all('*', async (c) => render(c.req.raw, await requestContext(c.req.raw, c.get('secureHeadersNonce') ?? '')));
  }

  app.onError((error, c) => {
    console.error(error);
    return c.text('Internal Server Error', 500);
  });
  return app;
}
