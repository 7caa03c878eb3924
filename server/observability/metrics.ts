import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import { databaseUseOf, observeQueries, type Database } from '../../db/client';
import type { ChatBus } from '../integrations/chat-bus/chat-bus';
import type { Mailer } from '../integrations/mail/create-mailer';
import type { CdnPurgeStats, CdnPurger } from '../integrations/page-cache/cdn-purge-queue';
import type { PageStore } from '../integrations/page-cache/page-store';

// Request times from a cached page (about a millisecond) to a slow render or export (seconds).
const requestBuckets = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
const queryBuckets = [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1];
const jobBuckets = [0.01, 0.1, 0.5, 1, 5, 15, 60, 300];

/** How a job run ended, for the job runner to report. */
export type JobOutcome = 'ok' | 'failed' | 'skipped';
export type JobObserver = {
  /** A run starts; the function it answers ends it. Skipped: another instance held the lease. */
  runStarted(job: string): (outcome: JobOutcome) => void;
  leaseHeld(job: string, held: boolean): void;
};

export type AppMetrics = ReturnType<typeof createMetrics>;

/**
 * One app instance's metrics, in a registry of its own (tests build many apps in one process):
 * every family of the README's list. Labels are route patterns, operation names, job names and
 * fixed words: never a path, an id or anything a person typed.
 */
export function createMetrics(options: { processMetrics?: boolean } = {}) {
  const registry = new Registry();
  // Node's own (CPU, memory, event loop, GC): timers and observers of their own, so only for a
  // registry that is served.
  if (options.processMetrics) collectDefaultMetrics({ register: registry });
  const registers = [registry];

  const httpRequests = new Counter({ name: 'everafter_http_requests_total', help: 'HTTP requests answered, by route pattern, method and status.', labelNames: ['route', 'method', 'status'], registers });
  const httpDuration = new Histogram({ name: 'everafter_http_request_duration_seconds', help: 'Time to answer an HTTP request (to its headers), by route pattern, method and status.', labelNames: ['route', 'method', 'status'], buckets: requestBuckets, registers });
  const graphqlOperations = new Counter({ name: 'everafter_graphql_operations_total', help: 'GraphQL operations, by root field (the spec §7 operation) and type; (invalid): refused before execution.', labelNames: ['operation', 'type'], registers });
  const graphqlErrors = new Counter({ name: 'everafter_graphql_errors_total', help: 'Errors in GraphQL answers, by root field, type and code (INTERNAL: unexpected).', labelNames: ['operation', 'type', 'code'], registers });
  const graphqlDuration = new Histogram({ name: 'everafter_graphql_operation_duration_seconds', help: 'Time to execute a GraphQL operation, by root field and type.', labelNames: ['operation', 'type'], buckets: requestBuckets, registers });
  const queryDuration = new Histogram({ name: 'everafter_db_query_duration_seconds', help: 'Time of each SQL statement, queueing for the connection included.', buckets: queryBuckets, registers });
  const pageCacheLookups = new Counter({ name: 'everafter_page_cache_lookups_total', help: "Visitors' page reads looked up in the page cache, by result (hit, miss).", labelNames: ['result'], registers });
  const pageCachePurges = new Counter({ name: 'everafter_page_cache_purges_total', help: 'Tag purges sent to the page store.', registers });
  const pageCachePurgedTags = new Counter({ name: 'everafter_page_cache_purged_tags_total', help: 'Tags named in the purges.', registers });
  const chatEvents = new Counter({ name: 'everafter_chat_events_total', help: 'Chat events published, by type.', labelNames: ['type'], registers });
  const jobRuns = new Counter({ name: 'everafter_job_runs_total', help: 'Job runs in this instance, by job and outcome (ok, failed, skipped: another instance held the lease).', labelNames: ['job', 'outcome'], registers });
  const jobFailures = new Counter({ name: 'everafter_job_failures_total', help: 'Job runs that failed, by job.', labelNames: ['job'], registers });
  const jobDuration = new Histogram({ name: 'everafter_job_duration_seconds', help: 'Time of a job run that held the lease, by job.', labelNames: ['job'], buckets: jobBuckets, registers });
  const jobLease = new Gauge({ name: 'everafter_job_lease_held', help: "1 while this instance holds the job's lease and runs it.", labelNames: ['job'], registers });
  const emailsSent = new Counter({ name: 'everafter_emails_sent_total', help: 'E-mails handed to the SMTP server or written to the outbox.', registers });
  const emailsFailed = new Counter({ name: 'everafter_emails_failed_total', help: 'E-mails that could not be sent.', registers });
  const instrumented = new WeakSet<object>();

  return {
    registry,
    /** One answered HTTP request. */
    request(route: string, method: string, status: number, seconds: number) {
      const labels = { route, method, status: String(status) };
      httpRequests.inc(labels);
      httpDuration.observe(labels, seconds);
    },
    /** One GraphQL operation, with the codes of the errors in its answer; no time when refused before execution. */
    graphqlOperation(operation: string, type: string, seconds: number | null, errorCodes: string[]) {
      graphqlOperations.inc({ operation, type });
      if (seconds !== null) graphqlDuration.observe({ operation, type }, seconds);
      for (const code of errorCodes) graphqlErrors.inc({ operation, type, code });
    },
    /** Times the database's statements and reads its connections when scraped (once per database). */
    observeDatabase(db: Database) {
      if (instrumented.has(db)) return;
      instrumented.add(db);
      observeQueries(db, (seconds) => queryDuration.observe(seconds));
      new Gauge({
        name: 'everafter_db_connections',
        help: 'Database connections by state (total, idle, waiting: requests queued for one). The embedded database has one.',
        labelNames: ['state'],
        registers,
        collect() {
          const use = databaseUseOf(db);
          if (!use) return;
          this.set({ state: 'total' }, use.connections);
          this.set({ state: 'idle' }, use.idle);
          this.set({ state: 'waiting' }, use.waiting);
        },
      });
      new Gauge({ name: 'everafter_db_queries_in_flight', help: 'SQL statements sent and not yet answered.', registers, collect() { this.set(databaseUseOf(db)?.queriesInFlight ?? 0); } });
    },
    /** The store with its lookups and purges counted (the same store when it already is). */
    countPages(store: PageStore): PageStore {
      if (instrumented.has(store)) return store;
      const counted: PageStore = {
        get: async (key, form) => {
          const page = await store.get(key, form);
          pageCacheLookups.inc({ result: page ? 'hit' : 'miss' });
          return page;
        },
        set: (...args) => store.set(...args),
        purge: async (tags) => {
          pageCachePurges.inc();
          pageCachePurgedTags.inc(tags.length);
          await store.purge(tags);
        },
        close: () => store.close(),
      };
      instrumented.add(counted);
      return counted;
    },
    /** The bus with its events counted by type and its listeners (the open streams) as a gauge. */
    countChat<Event extends { type: string }>(bus: ChatBus<Event>): ChatBus<Event> {
      if (instrumented.has(bus)) return bus;
      new Gauge({ name: 'everafter_chat_connections', help: 'Chat event streams open in this instance.', registers, collect() { this.set(bus.listenerCount()); } });
      const counted: ChatBus<Event> = {
        publish: (userIds, event) => {
          chatEvents.inc({ type: event.type });
          return bus.publish(userIds, event);
        },
        subscribe: (userId, listener) => bus.subscribe(userId, listener),
        listenerCount: (userId) => bus.listenerCount(userId),
        endListeners: () => bus.endListeners(),
        close: () => bus.close(),
      };
      instrumented.add(counted);
      return counted;
    },
    /** The mailer with its sent and failed messages counted. */
    countMail(mailer: Mailer): Mailer {
      if (instrumented.has(mailer)) return mailer;
      const counted: Mailer = {
        ...mailer,
        send: async (mail) => {
          try {
            await mailer.send(mail);
            emailsSent.inc();
          } catch (error) {
            emailsFailed.inc();
            throw error;
          }
        },
      };
      instrumented.add(counted);
      return counted;
    },
    /** The CDN purgers' own counts (calls, tags, retries, failures, drops) and queue, read when scraped. */
    observeCdnPurgers(purgers: CdnPurger[]) {
      if (purgers.length === 0) return;
      const counts: [keyof CdnPurgeStats, string][] = [
        ['calls', 'Purge calls the CDN’s API accepted.'],
        ['purgedTags', 'Tags the CDN purged.'],
        ['retries', 'Purge attempts answered 429 or 5xx, or not answered, and tried again.'],
        ['failures', 'Purge calls given up on (refused, or out of tries).'],
        ['failedTags', 'Tags of the purge calls given up on.'],
        ['droppedTags', 'Tags dropped because the purge queue was full (the pages expire after s-maxage).'],
      ];
      for (const [stat, help] of counts) {
        new Counter({
          name: `everafter_cdn_purge_${stat.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`)}_total`,
          help,
          labelNames: ['provider'],
          registers,
          // The purgers count for themselves; the counter reports their running totals.
          collect() {
            this.reset();
            for (const purger of purgers) this.inc({ provider: purger.provider }, purger.stats()[stat]);
          },
        });
      }
      new Gauge({ name: 'everafter_cdn_purge_queued_tags', help: 'Tags waiting to be purged at the CDN.', labelNames: ['provider'], registers, collect() { for (const purger of purgers) this.set({ provider: purger.provider }, purger.stats().queuedTags); } });
    },
    jobs: {
      runStarted(job) {
        const stop = jobDuration.startTimer({ job });
        return (outcome) => {
          jobRuns.inc({ job, outcome });
          if (outcome === 'failed') jobFailures.inc({ job });
          if (outcome !== 'skipped') stop();
        };
      },
      leaseHeld: (job, held) => jobLease.set({ job }, held ? 1 : 0),
    } satisfies JobObserver,
  };
}
