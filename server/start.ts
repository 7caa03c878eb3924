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
import { createMailer } from './integrations/mail/create-mailer';
import { builtinPayments } from './integrations/payments/payment-provider';
import { createStripePayments } from './integrations/payments/stripe/stripe-payments';
import { stripeWebhookPath } from './http/stripe-webhook';
import { movableClock } from './http/test-clock';
import { createIdentityProviders } from './integrations/oauth/identity-providers';
import { createRateLimiter } from './integrations/rate-limit/create-rate-limiter';
import { createChatBus } from './integrations/chat-bus/create-chat-bus';
import { createFileStorage } from './integrations/storage/create-file-storage';
import { chatNotifications } from './modules/messaging';
import { type ChatEvent } from './kernel';
import { errorReportPruning } from './modules/platform';
import { accountErasure, dataExportArchives } from './modules/privacy';
import { startJobs, type RunningJobs } from './job-runner';
import { listenForBackups } from './backup/backup-socket';

const log = (line: string) => console.log(`[ever-after] ${line}`);

/** Prints one clear line and exits non-zero: for problems a person must fix, not bugs. */
function stop(line: string): never {
  console.error(`[ever-after] ${line}`);
  process.exit(1);
}

async function main() {
  const { config, database } = await loadConfigAndDatabase(stop);
  // npm run backup asks this process for the embedded database (only its opener may read it): listening
  // from the moment it is open, so the script never opens it beside us (docs/backups.md).
  const backups = database.kind === 'pglite' ? await listenForBackups({ dataDir: config.dataDir, database, log }).catch((error: Error) => stop(error.message)) : undefined;
  await database.migrate();
  backups?.ready();
  // Visitors' pages: in this process, or in Redis (shared by the instances) when REDIS_URL is set.
  const pageCache = { store: createPageStore({ redisUrl: config.redisUrl, maxBytes: config.pageCache.maxBytes, database: config.databaseUrl ?? config.pgliteDir }), ttlSeconds: config.pageCache.ttlSeconds, cdnSeconds: config.pageCache.cdnSeconds };
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
  const mailer = createMailer({ smtpUrl: config.smtpUrl, outboxDir: config.outboxDir, from: config.mailFrom });
  if (database.kind === 'pglite' && config.seedDemo && (await isCatalogEmpty(startup))) {
    log(`Empty database: seeding the demo catalog with ${config.seedServices} services (demo data, demo accounts)…`);
    const started = Date.now();
    await seedDemoCatalog(database.db, { services: config.seedServices, imagesDir: config.imagesDir, privateFiles, mailer, log });
    log(`Demo catalog seeded in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  }

  if (!config.smtpUrl) log(`No SMTP_URL: e-mail is written to ${config.outboxDir}`);
  const rateLimiter = createRateLimiter({ redisUrl: config.redisUrl });
  // Chat events reach the streams of every instance through Redis when REDIS_URL is set.
  const chatBus = createChatBus<ChatEvent>({ redisUrl: config.redisUrl });
  // Card payments through Stripe when configured; the built-in tax invoices otherwise.
  const stripe = config.stripe && createStripePayments(config.stripe);
  if (stripe) log(`Stripe: subscriptions are paid by card; webhook at ${stripeWebhookPath}`);
  const testClock = config.testClockRoute ? movableClock() : undefined;
  const app = createApp({
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
  });
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
    jobs = startJobs(jobContext, [chatNotifications, calendarImports, billingClock, errorReportPruning, bookingClock, reviewInvitations, reviewPriorUpdate, weeklyPlanningEmails, dataExportArchives, accountErasure]);
    log(`Listening on http://localhost:${info.port} (${database.kind === 'pglite' ? `embedded database in ${config.pgliteDir}` : 'PostgreSQL'})`);
  });

  let shuttingDown = false;
  const shutdown = (signal: string) => {
    if (shuttingDown) return;
    shuttingDown = true;
    log(`${signal}: finishing in-flight requests, then closing the database`);
    // Requests already being served finish; idle keep-alive connections close now.
    server.close(async () => {
      await jobs?.stop();
      await backups?.close();
      await rateLimiter.close();
      await pageCache.store.close();
      await database.close();
      log('Stopped cleanly');
      process.exit(0);
    });
    if ('closeIdleConnections' in server) server.closeIdleConnections();
    // Event streams never finish by themselves: end them (browsers reconnect to another instance and resume).
    void chatBus.close();
    setTimeout(() => stop('Requests did not finish within 10 s; stopping anyway'), 10_000).unref();
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
