import { join } from 'node:path';
import { serve } from '@hono/node-server';
import * as serverBuild from 'virtual:react-router/server-build';
import { projectRoot } from '../db/paths';
import { seedDemoCatalog } from '../demo';
import { loadConfigAndDatabase } from './connect-database';
import { buildContext } from './build-context';
import { systemClock } from './kernel';
import { billingClock } from './modules/billing';
import { bookingClock } from './modules/bookings';
import { reviewInvitations, reviewPriorUpdate } from './modules/reviews';
import { weeklyPlanningEmails } from './modules/planning';
import { calendarImports, isCatalogEmpty } from './modules/catalog';
import { ensureSitePages } from './modules/content';
import { ensureLocalities } from './modules/geo';
import { ensureDefaultImage, ensureHeroImages } from './media';
import { createApp, pagePurgerOf } from './index';
import { createPageStore } from './integrations/page-cache/create-page-store';
import { createCdnPurgers } from './integrations/page-cache/create-cdn-purgers';
import { combinePurgers } from './integrations/page-cache/page-store';
import { createMailer } from './integrations/mail/create-mailer';
import { builtinPayments } from './integrations/payments/payment-provider';
import { createStripePayments } from './integrations/payments/stripe/stripe-payments';
import { stripeWebhookPath } from './http/stripe-webhook';
import { movableClock } from './http/test-clock';
import { createIdentityProviders } from './integrations/oauth/identity-providers';
import { createRateLimiter } from './integrations/rate-limit/create-rate-limiter';
import { createChatBus } from './integrations/chat-bus/create-chat-bus';
import { redisSiteOf } from './integrations/redis-site';
import { createFileStorage } from './integrations/storage/create-file-storage';
import { chatNotifications } from './modules/messaging';
import { type ChatEvent } from './kernel';
import { errorReportPruning } from './modules/platform';
import { accountErasure, dataExportArchives } from './modules/privacy';
import { startJobs, type RunningJobs } from './job-runner';
import { createMetrics } from './observability/metrics';
import { serveMetrics } from './observability/http';
import { log as logger } from './observability/log';
import { createHealth } from './http/health';
import { warmUp } from './warm-up';
import { listenForBackups } from './backup/backup-socket';

const log = (line: string) => logger.info(line);

/** Logs one clear line and exits non-zero: for problems a person must fix, not bugs. */
function stop(line: string): never {
  logger.fatal(line);
  process.exit(1);
}

async function main() {
  const { config, database } = await loadConfigAndDatabase(stop);
  // npm run backup asks this process for the embedded database (only its opener may read it): listening
  // from the moment it is open, so the script never opens it beside us (docs/backups.md).
  logger.level = config.logLevel;
  const backups = database.kind === 'pglite' ? await listenForBackups({ dataDir: config.dataDir, database, log }).catch((error: Error) => stop(error.message)) : undefined;
  // One registry for the instance: the app's requests and the jobs' work, e-mail and purges alike.
  const metrics = createMetrics({ processMetrics: true });
  await database.migrate();
  backups?.ready();
  // Visitors' pages: in this process, or in Redis (shared by the instances) when REDIS_URL is set;
  // a CDN in front (Cloudflare, Fastly) is purged by tag with them, in the background.
  const cdns = createCdnPurgers(config.cdn);
  for (const cdn of cdns) log(`${cdn.provider}: pages are purged by tag there too`);
  metrics.observeCdnPurgers(cdns);
  const pageCache = { store: metrics.countPages(createPageStore({ redisUrl: config.redisUrl, maxBytes: config.pageCache.maxBytes, database: config.databaseUrl ?? config.pgliteDir })), ttlSeconds: config.pageCache.ttlSeconds, cdnSeconds: config.pageCache.cdnSeconds, cdn: cdns.length > 0 ? combinePurgers(...cdns) : undefined };
  const pages = pagePurgerOf(pageCache);
  // Vendors' documents: DATA_DIR/private, or the S3 bucket when S3_BUCKET is set; never under /images/.
  const privateFiles = createFileStorage({ s3: config.s3, dir: config.privateFilesDir });
  // Uploads served under /images/: DATA_DIR/images, or the same bucket under public/, shared by every instance.
  const publicFiles = createFileStorage({ s3: config.s3, dir: config.imagesDir, s3KeyPrefix: 'public/' });
  // Start-up work asked for by no request: a system context (no viewer).
  const startup = buildContext({ db: database.db, privateFiles, publicFiles, pages });
  if ((await ensureLocalities(startup)) > 0) log('Places gazetteer imported into the existing database');
  const pagesAdded = await ensureSitePages(startup);
  if (pagesAdded > 0) log(`Static pages written: ${pagesAdded} (terms, privacy, acceptable use, contact; edit them in the admin area)`);
  await ensureDefaultImage(config.imagesDir);
  ensureHeroImages(config.imagesDir);
  const mailer = metrics.countMail(createMailer({ smtpUrl: config.smtpUrl, outboxDir: config.outboxDir, from: config.mailFrom }));
  if (database.kind === 'pglite' && config.seedDemo && (await isCatalogEmpty(startup))) {
    log(`Empty database: seeding the demo catalog with ${config.seedServices} services (demo data, demo accounts)…`);
    const started = Date.now();
    await seedDemoCatalog(database.db, { services: config.seedServices, imagesDir: config.imagesDir, privateFiles, mailer, log });
    log(`Demo catalog seeded in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  }

  if (!config.smtpUrl) log(`No SMTP_URL: e-mail is written to ${config.outboxDir}`);
  // Counts and chat events in Redis (REDIS_URL) are this database's own: user ids of other sites overlap.
  const site = redisSiteOf(config.databaseUrl ?? config.pgliteDir);
  const rateLimiter = createRateLimiter({ redisUrl: config.redisUrl, namespace: `ever-after:rate-limit:${site}` });
  // Chat events reach the streams of every instance through Redis when REDIS_URL is set.
  const chatBus = metrics.countChat(createChatBus<ChatEvent>({ redisUrl: config.redisUrl, namespace: `ever-after:chat:${site}` }));
  // Card payments through Stripe when configured; the built-in tax invoices otherwise.
  const stripe = config.stripe && createStripePayments(config.stripe);
  if (stripe) log(`Stripe: subscriptions are paid by card; webhook at ${stripeWebhookPath}`);
  const testClock = config.testClockRoute ? movableClock() : undefined;
  const health = createHealth();
  const app = createApp({
    health,
    db: database.db,
    stripe,
    testClock,
    imagesDir: config.imagesDir,
    mailer,
    rateLimiter,
    privateFiles,
    publicFiles,
    chatBus,
    serverBuild,
    clientDir: join(projectRoot, 'build', 'client'),
    mode: config.env,
    publicUrl: config.publicUrl,
    benchmarkRoute: config.benchmarkRoute,
    errorProbe: config.errorProbe,
    map: config.map,
    trustProxy: config.trustProxy,
    corsOrigins: config.corsOrigins,
    graphqlAnonymousPerMinute: config.graphqlAnonymousPerMinute,
    identityProviders: createIdentityProviders(config.identityProviders),
    pageCache,
    metrics,
    metricsToken: config.metricsToken,
  });
  const metricsServer = config.metricsPort ? serveMetrics(metrics, config.metricsPort, (port) => log(`Metrics on http://127.0.0.1:${port}/metrics`)) : undefined;
  let jobs: RunningJobs | undefined;
  const server = serve({ fetch: app.fetch, port: config.port, hostname: config.host }, (info) => {
    // E-mail about unread chat messages; its links need an absolute origin: set PUBLIC_URL in production.
    const jobContext = buildContext({
      db: database.db,
      mailer,
      rateLimiter,
      chatBus,
      privateFiles,
      publicFiles,
      pages,
      publicUrl: config.publicUrl ?? `http://localhost:${info.port}`,
      clock: testClock ?? systemClock,
      payments: stripe ?? builtinPayments,
    });
    // Work no request asked for, each job one instance at a time: the chat's e-mails, vendors'
    // calendars imported into their booked days, the billing clock, error reports pruned, quotes
    // expired and unconfirmed booking holds ended, review invitations and the review prior, the
    // couples' weekly planning e-mails, the archives of "Download my data" and the erasure of
    // accounts whose 14 days to undo a deletion are over.
    jobs = startJobs(jobContext, [chatNotifications, calendarImports, billingClock, errorReportPruning, bookingClock, reviewInvitations, reviewPriorUpdate, weeklyPlanningEmails, dataExportArchives, accountErasure], metrics.jobs);
    log(`Listening on http://localhost:${info.port} (${database.kind === 'pglite' ? `embedded database in ${config.pgliteDir}` : 'PostgreSQL'})`);
    // /healthz says "starting" until the pages, caches and search have each been through once.
    void warmUp(app.fetch, `http://localhost:${info.port}`, log).then(() => {
      health.ready();
      log('Ready (/healthz says "ready")');
    });
  });

  const close = () => {
    // Requests already being served finish; idle keep-alive connections close now.
    metricsServer?.close();
    server.close(async () => {
      await jobs?.stop();
      // Purges still queued reach the CDN before the process ends.
      await Promise.all(cdns.map((cdn) => cdn.close()));
      await backups?.close();
      await rateLimiter.close();
      await pageCache.store.close();
      await chatBus.close();
      await database.close();
      log('Stopped cleanly');
      process.exit(0);
    });
    if ('closeIdleConnections' in server) server.closeIdleConnections();
    // Event streams never finish by themselves: end them (browsers reconnect to another instance and
    // resume); the bus still publishes the messages of the requests being finished.
    chatBus.endListeners();
    setTimeout(() => stop('Requests did not finish within 10 s; stopping anyway'), 10_000).unref();
  };
  let shuttingDown = false;
  const shutdown = (signal: string, drainSeconds: number) => {
    if (shuttingDown) return;
    shuttingDown = true;
    health.drain();
    // Until it closes, the instance serves what still reaches it, each answer closing its connection:
    // a proxy's next request opens a new one, to an instance that is ready.
    server.on('request', (_request: unknown, response: { headersSent: boolean; setHeader(name: string, value: string): void }) => {
      if (!response.headersSent) response.setHeader('Connection', 'close');
    });
    log(`${signal}: draining for ${drainSeconds} s (/healthz says "draining"), then finishing in-flight requests and closing the database`);
    setTimeout(close, drainSeconds * 1000);
  };
  // SIGTERM (an orchestrator, a rolling restart) drains first; Ctrl-C in a terminal stops at once.
  process.on('SIGTERM', () => shutdown('SIGTERM', config.shutdownDrainSeconds));
  process.on('SIGINT', () => shutdown('SIGINT', 0));
}

main().catch((error: unknown) => {
  logger.fatal({ err: error }, 'the server could not start');
  process.exit(1);
});
