import { Hono, type Context } from 'hono';
import { compress } from 'hono/compress';
import type { ServerBuild } from 'react-router';
import type { Database } from '../db/client';
import { defaultAnonymousGraphQLPerMinute, defaultMapTiles, type MapTiles } from './config';
import type { HttpRequestContext } from './context';
import { buildContext } from './build-context';
import { systemClock } from './kernel';
import { createGraphQLHandler } from './graphql/yoga';
import { benchmarkBaselineRoutes } from './http/benchmark-baseline';
import { requestBodyLimit } from './http/body-limit';
import { botCheckRoutes } from './http/bot-check';
import { contentEndpointRoutes } from './http/content-endpoint';
import { imagesRoutes } from './http/images';
import { inputGuard } from './http/input-guard';
import { securityHeaders } from './http/security-headers';
import { sitemapRoutes } from './http/sitemap';
import { createHealth, healthRoutes, type Health } from './http/health';
import { clientStylesheetReader } from './http/client-stylesheets';
import { createSsrHandler } from './http/ssr';
import { pageCache, type PageCacheVariables } from './http/page-cache';
import { createMemoryPageStore } from './integrations/page-cache/memory-page-store';
import { combinePurgers, type PagePurger, type PageStore } from './integrations/page-cache/page-store';
import { recordServiceView } from './modules/vendors';
import { staticAssets } from './http/static-assets';
import type { Mailer } from './integrations/mail/create-mailer';
import { builtinPayments } from './integrations/payments/payment-provider';
import type { StripePayments } from './integrations/payments/stripe/stripe-payments';
import type { RateLimiter } from './integrations/rate-limit/rate-limiter';
import type { FileStorage } from './integrations/storage/file-storage';
import { createChatBus } from './integrations/chat-bus/create-chat-bus';
import type { ChatEvent, ChatEventBus } from './kernel';
import { chatRoutes } from './http/chat';
import { passkeyRoutes } from './http/passkeys';
import { stripeWebhookPath, stripeWebhookRoutes } from './http/stripe-webhook';
import { movableClock, testClockRoutes } from './http/test-clock';
import { twilioRoutes } from './http/twilio';
import { listContentUrls } from './modules/content';
import { getSettings } from './modules/platform';
import { findRequestViewer } from './http/find-request-viewer';
import { clientAddressOf } from './http/client-address';
import { sameOriginCheck } from './http/same-origin-check';
import { graphqlCors } from './http/graphql-cors';
import { limitAnonymousGraphQL } from './http/graphql-rate-limit';
import { oauthRoutes } from './http/oauth';
import { createIdentityProviders, type IdentityProviders } from './integrations/oauth/identity-providers';
import { readSessionToken, serializeClearedSessionCookie, serializeSessionCookie } from './http/session-cookie';
import { readDeviceToken, serializeDeviceCookie } from './http/device-cookie';
import { guessPlace } from '../shared/geo/guess-place';
import { createMetrics, type AppMetrics } from './observability/metrics';
import { metricsEndpoint, observeRequests, routeLabeler, type ObservedVariables } from './observability/http';
import { log } from './observability/log';

export type AppOptions = {
  db: Database;
  /** DATA_DIR/images: the built-in pictures (the default, demo drawings), served under /images/. */
  imagesDir: string;
  /** Sends the site's e-mail: over SMTP, or into the outbox folder. */
  mailer: Mailer;
  /** Attempt counters (sign-in throttling), in Redis when several instances must share them. */
  rateLimiter: RateLimiter;
  /** Private uploads (vendors' documents): on disk under DATA_DIR/private, or in an S3 bucket. */
  privateFiles: FileStorage;
  /** Public uploads (photos, brochures, avatars) served under /images/: DATA_DIR/images, or the S3 bucket's public/. */
  publicFiles: FileStorage;
  /** Live chat events (in this process by default; Redis pub/sub across instances with REDIS_URL). */
  chatBus?: ChatEventBus;
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
  /** Makes /error-probe fail on purpose (ERROR_PROBE_ROUTE). */
  errorProbe?: boolean;
  /** MAP_TILE_URL and MAP_TILE_ATTRIBUTION: the pages' maps, and the tile host the CSP admits. */
  map?: MapTiles;
  /** TRUST_PROXY: the client's address is the last X-Forwarded-For entry (set by our own proxy). */
  trustProxy?: boolean;
  /** Google and Facebook sign-in (none configured when absent). */
  identityProviders?: IdentityProviders;
  /** Visitors' pages: the store (64 MB in this process when absent), its times, and a CDN to purge too. */
  pageCache?: PageCacheSettings;
  /** Stripe (STRIPE_SECRET_KEY): subscriptions are paid by card and its webhook is mounted; the built-in tax invoices otherwise. */
  stripe?: StripePayments;
  /** TEST_CLOCK_ROUTE: a clock end-to-end tests move with POST /test-clock (the system's otherwise). */
  testClock?: ReturnType<typeof movableClock>;
  /** CORS_ORIGINS: other origins whose pages may call /graphql with the viewer's cookie (none: same origin only). */
  corsOrigins?: readonly string[];
  /** GRAPHQL_ANONYMOUS_PER_MINUTE: visitors' /graphql requests per client address a minute (0: no limit). */
  graphqlAnonymousPerMinute?: number;
  /** The instance's metrics (server/start.ts shares them with the jobs); a registry of its own when absent. */
  metrics?: AppMetrics;
  /** METRICS_TOKEN: /metrics is served to `Authorization: Bearer <token>` (not at all without one). */
  metricsToken?: string;
  /** What /healthz says (starting, ready, draining): ready from the start when absent. */
  health?: Health;
};

export type PageCacheSettings = {
  store: PageStore;
  /** PAGE_CACHE_SECONDS: the longest a page is kept without a purge. */
  ttlSeconds: number;
  /** CDN_CACHE_SECONDS: s-maxage and stale-while-revalidate for a CDN in front. */
  cdnSeconds: number;
  /** A CDN's tag purge, called with the store's (CLOUDFLARE_… or FASTLY_…: server/integrations/page-cache/). */
  cdn?: PagePurger;
};

/** The purge port of every request's context: the page store, and the CDN's when there is one. */
export const pagePurgerOf = (settings: PageCacheSettings): PagePurger => (settings.cdn ? combinePurgers(settings.store, settings.cdn) : settings.store);

/** The one HTTP application: assets, images, /healthz, /graphql and the pages. */
export function createApp(options: AppOptions) {
  const { db, rateLimiter, privateFiles, publicFiles, env = process.env, map = defaultMapTiles, identityProviders = createIdentityProviders({}) } = options;
  // Node's process metrics only where someone can read them (tests build many apps).
  const metrics = options.metrics ?? createMetrics({ processMetrics: options.metricsToken !== undefined });
  const mailer = metrics.countMail(options.mailer);
  const chatBus = metrics.countChat(options.chatBus ?? createChatBus<ChatEvent>());
  const app = new Hono<{ Variables: PageCacheVariables & ObservedVariables }>();
  const givenCache = options.pageCache ?? { store: createMemoryPageStore({ maxBytes: 64 * 1024 * 1024 }), ttlSeconds: 300, cdnSeconds: 60 };
  const cacheSettings = { ...givenCache, store: metrics.countPages(givenCache.store) };
  const pages = pagePurgerOf(cacheSettings);
  metrics.observeDatabase(db);
  const graphql = createGraphQLHandler(metrics);
  // The edge's own reads (the settings each request's context is built with, the views a page-cache
  // hit counts, which builds no request context): a system context, no viewer, made once.
  const system = buildContext({ db });

  const siteOrigin = (request: Request) => options.publicUrl ?? new URL(request.url).origin;
  const readStylesheet = options.clientDir ? clientStylesheetReader(options.clientDir) : undefined;
  const requestContext = async (c: Context, responseHeaders: Headers): Promise<HttpRequestContext> => {
    const request = c.req.raw;
    const publicUrl = siteOrigin(request);
    const secure = publicUrl.startsWith('https:');
    const sessionCookie = {
      set: (token: string, expiresAt: Date) => responseHeaders.append('Set-Cookie', serializeSessionCookie(token, expiresAt, secure)),
      clear: () => responseHeaders.append('Set-Cookie', serializeClearedSessionCookie(secure)),
    };
    // The place is read from a proxy's headers only behind our own proxy: anyone can write them.
    const device = {
      userAgent: request.headers.get('user-agent')?.slice(0, 512) ?? null,
      place: options.trustProxy ? guessPlace(request.headers) : null,
      token: readDeviceToken(request, secure),
      remember: (token: string) => responseHeaders.append('Set-Cookie', serializeDeviceCookie(token, secure)),
    };
    // The request's context as a visitor's: the viewer and their session are what its token finds.
    const visitor = buildContext({
      db,
      mailer,
      rateLimiter,
      privateFiles,
      publicFiles,
      chatBus,
      clock: options.testClock ?? systemClock,
      payments: options.stripe ?? builtinPayments,
      sessionCookie,
      device,
      clientAddress: clientAddressOf(c, options.trustProxy ?? false),
      requestId: c.get('requestId'),
      pages,
      publicUrl,
    });
    const [settings, signedIn] = await Promise.all([getSettings(system, { env }), findRequestViewer(visitor, request, secure)]);
    if (signedIn?.session.renewed && signedIn.session.kind === 'cookie') sessionCookie.set(signedIn.token, signedIn.session.expiresAt);
    // A stale cookie (expired or signed out elsewhere) is removed rather than looked up on every request.
    if (!signedIn && readSessionToken(request, secure)?.transport === 'cookie') sessionCookie.clear();
    // Pages for a signed-in person are theirs alone: no shared cache may keep them.
    if (signedIn) responseHeaders.set('Cache-Control', 'private, no-store');
    if (signedIn) c.set('viewerId', signedIn.viewer.id);
    return {
      ...visitor,
      settings,
      viewer: signedIn?.viewer ?? null,
      session: signedIn?.session ?? null,
      responseHeaders,
      signInProviders: identityProviders.configured,
      request,
      page: (c as Context<{ Variables: PageCacheVariables }>).get('page'),
      errorProbe: options.errorProbe,
      nonce: c.get('secureHeadersNonce') ?? '',
      map,
      // A signed-in person's browser has the stylesheets (see Stylesheets): links make their page
      // half the bytes to render and send. Visitors' first pages carry them inline.
      readStylesheet: signedIn ? undefined : readStylesheet,
    };
  };
  // Runs a handler with the request's context; the headers it set join whatever response it gives.
  const withContext = async (c: Context, handle: (context: HttpRequestContext) => Promise<Response> | Response) => {
    const responseHeaders = new Headers();
    const response = await handle(await requestContext(c, responseHeaders));
    return withHeaders(response, responseHeaders);
  };

  app.use(observeRequests(metrics, routeLabeler(options.serverBuild)));
  app.use(securityHeaders(map));
  // Preflights and CORS headers for /graphql: only the origins CORS_ORIGINS names.
  app.use('/graphql', graphqlCors(options.corsOrigins ?? []));
  // OPTIONS asks what a path allows; no page or handler below answers it (React Router would log a 405).
  app.options('*', (c) => c.body(null, 204, { Allow: 'GET, HEAD, POST, OPTIONS', 'Cache-Control': 'no-store' }));
  app.use(sameOriginCheck(siteOrigin, options.corsOrigins));
  app.use(requestBodyLimit());
  app.use(compress());
  if (options.metricsToken) app.get('/metrics', metricsEndpoint(metrics, options.metricsToken));
  if (options.clientDir) app.use(staticAssets(options.clientDir));
  app.route('/images', imagesRoutes(options.imagesDir, publicFiles));
  // Everything below reads what the client sent: NUL and text that is not UTF-8 stop here (400).
  // Client files and /images only look up files, and answer any odd path with a file of their own.
  app.use(inputGuard());
  // Visitors' pages from the cache; the session cookie, flash notices and maintenance mode bypass it.
  app.use(
    pageCache({
      ...cacheSettings,
      secure: (request) => siteOrigin(request).startsWith('https:'),
      bypass: async () => (await getSettings(system, { env }))['app.maintenance'],
      // The render would have counted the listing's view (crawlers and scripts are left out there).
      onHit: (page, request) => {
        if (page.viewedService) recordServiceView(system, { serviceId: page.viewedService, userAgent: request.headers.get('user-agent')?.slice(0, 2_000) });
      },
    }),
  );
  // The sitemap lists the content service's posts and pages too, read through the blog client.
  app.route('/', sitemapRoutes(withContext, options.urlsPerSitemapFile, (context) => listContentUrls(context)));
  app.route('/api/bot-check', botCheckRoutes(withContext));
  if (options.benchmarkRoute) app.route('/bench', benchmarkBaselineRoutes());

  app.route('/healthz', healthRoutes(db, options.health ?? createHealth('ready')));

  app.route('/', contentEndpointRoutes(withContext));

  app.route('/auth', oauthRoutes(identityProviders, withContext));
  const anonymousPerMinute = options.graphqlAnonymousPerMinute ?? defaultAnonymousGraphQLPerMinute;
  app.on(['GET', 'POST'], '/graphql', (c) =>
    withContext(c, async (context) => (await limitAnonymousGraphQL(context, anonymousPerMinute)) ?? graphql.fetch(c.req.raw, context)),
  );
  app.route('/api/twilio', twilioRoutes(withContext));
  app.route('/api/chat', chatRoutes(withContext));
  app.route('/api/passkeys', passkeyRoutes(withContext));
  if (options.stripe) app.route(stripeWebhookPath, stripeWebhookRoutes(options.stripe, withContext));
  if (options.testClock) app.route('/test-clock', testClockRoutes(options.testClock, withContext));

  if (options.serverBuild) {
    const render = createSsrHandler(options.serverBuild, options.mode ?? 'production');
    app.all('*', (c) => withContext(c, (context) => render(c.req.raw, context)));
  }

  app.onError((error, c) => {
    // The reference is the log line's request id: what a person quotes is what an operator finds.
    const requestId = c.get('requestId');
    log.error({ err: error, requestId }, 'unexpected error');
    return c.text(`Internal Server Error (reference ${requestId})`, 500);
  });
  return app;
}

/** The response with the handler's extra headers (session cookies, cache rules) added. */
function withHeaders(response: Response, extra: Headers): Response {
  const cookies = extra.getSetCookie();
  const others = [...extra].filter(([name]) => name !== 'set-cookie');
  if (cookies.length === 0 && others.length === 0) return response;
  // A copy: some responses (Response.redirect) have headers that cannot change.
  const copy = new Response(response.body, response);
  for (const [name, value] of others) copy.headers.set(name, value);
  for (const cookie of cookies) copy.headers.append('Set-Cookie', cookie);
  return copy;
}
