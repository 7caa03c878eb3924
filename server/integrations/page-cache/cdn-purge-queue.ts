import { log } from '../../observability/log';
import type { PagePurger } from './page-store';

/** What a CDN purger has done since the server started: the figures an operator's metrics read. */
export type CdnPurgeStats = {
  /** Tags waiting for a call now (at most `maxQueuedTags`). */
  queuedTags: number;
  /** Calls the provider accepted, and the tags they purged. */
  calls: number;
  purgedTags: number;
  /** Attempts answered 429 or 5xx, or not answered at all, and tried again. */
  retries: number;
  /** Calls given up on (retries spent, or refused: a wrong token or zone), and their tags. */
  failures: number;
  failedTags: number;
  /** Tags not queued because the queue was full. */
  droppedTags: number;
};

/**
 * A CDN's tag purge behind the `PagePurger` port. `purge` only queues: the write that purges never
 * waits for the CDN. One call at a time sends the queued tags in batches of the provider's limit, so
 * purges made while a call is out (or waiting to retry) share the next one.
 */
export type CdnPurger = PagePurger & {
  readonly provider: string;
  stats(): CdnPurgeStats;
  /** Resolves once nothing is queued or being sent. */
  settled(): Promise<void>;
  /** Sends what is queued, each batch once more at most, without waiting to retry; then stops. */
  close(): Promise<void>;
};

export type CdnPurgeQueueOptions = {
  provider: string;
  maxTagsPerCall: number;
  /** One purge call of the provider's API. */
  send(tags: string[], signal: AbortSignal): Promise<Response>;
  /** Why a 2xx answer's JSON body says the purge failed anyway, or undefined when it succeeded. */
  refusal?(body: unknown): string | undefined;
  /** Beyond it, purges are dropped (and counted): the CDN's pages still expire after s-maxage. */
  maxQueuedTags?: number;
  maxAttempts?: number;
  /** The first retry's wait, doubled for each next one (at most a minute) unless Retry-After says otherwise. */
  retryDelayMs?: number;
  requestTimeoutMs?: number;
  /** Waits before a retry (tests record the waits instead of sleeping through them). */
  pause?(ms: number): Promise<void>;
};

const maxRetryDelayMs = 60_000;
// A provider asking for longer than this is down for longer than a purge is worth waiting.
const maxRetryAfterMs = 300_000;

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms).unref());

/** Retry-After in seconds or as an HTTP date, in milliseconds from now. */
export function retryAfterMs(header: string | null, now = Date.now()): number | undefined {
  if (!header) return undefined;
  const ms = /^\d+$/.test(header.trim()) ? Number(header) * 1000 : Date.parse(header) - now;
  return Number.isNaN(ms) ? undefined : Math.min(Math.max(ms, 0), maxRetryAfterMs);
}

type Attempt = { ok: true } | { ok: false; retry: boolean; reason: string; waitMs?: number };

export function createCdnPurgeQueue(options: CdnPurgeQueueOptions): CdnPurger {
  const { provider, maxTagsPerCall, maxQueuedTags = 10_000, maxAttempts = 6, retryDelayMs = 1000, requestTimeoutMs = 5000, pause = sleep } = options;
  const logFailure = (line: string) => log.error({ provider }, `${provider} purge: ${line}`);
  const stats: Omit<CdnPurgeStats, 'queuedTags'> = { calls: 0, purgedTags: 0, retries: 0, failures: 0, failedTags: 0, droppedTags: 0 };
  // A set keeps the order tags came in and sends a tag purged twice while it waits once.
  const queued = new Set<string>();
  let sending: Promise<void> | undefined;
  let closing = false;
  let overflowing = false;
  let wakeUp: (() => void) | undefined;

  async function attempt(tags: string[]): Promise<Attempt> {
    try {
      const response = await options.send(tags, AbortSignal.timeout(requestTimeoutMs));
      if (response.ok) {
        const reason = options.refusal?.(await response.json().catch(() => undefined));
        return reason === undefined ? { ok: true } : { ok: false, retry: false, reason };
      }
      const text = (await response.text().catch(() => '')).slice(0, 300);
      const retry = response.status === 429 || response.status >= 500;
      return { ok: false, retry, reason: `HTTP ${response.status} ${text}`.trim(), waitMs: retryAfterMs(response.headers.get('retry-after')) };
    } catch (error) {
      // Refused connections, resets and timeouts: the provider may answer the next try.
      const cause = error instanceof Error && error.cause instanceof Error ? ` (${error.cause.message})` : '';
      return { ok: false, retry: true, reason: `${error instanceof Error ? error.message : String(error)}${cause}` };
    }
  }

  async function sendBatch(tags: string[]) {
    for (let tries = 1; ; tries++) {
      const outcome = await attempt(tags);
      if (outcome.ok) {
        stats.calls++;
        stats.purgedTags += tags.length;
        return;
      }
      if (!outcome.retry || tries >= maxAttempts || closing) {
        stats.failures++;
        stats.failedTags += tags.length;
        // Tags name ids only (service:12, person:7): nothing personal, and what to purge by hand.
        logFailure(`${tags.length} tags not purged after ${tries} ${tries === 1 ? 'try' : 'tries'}: ${outcome.reason}; tags: ${tags.join(' ')}`);
        return;
      }
      stats.retries++;
      const backoff = Math.min(maxRetryDelayMs, retryDelayMs * 2 ** (tries - 1));
      // Closing cuts the wait short: the batch gets its last try at once.
      await Promise.race([pause(outcome.waitMs ?? backoff), new Promise<void>((resolve) => (wakeUp = resolve))]);
      wakeUp = undefined;
    }
  }

  async function sendQueued() {
    while (queued.size > 0) {
      const batch = [...queued].slice(0, maxTagsPerCall);
      for (const tag of batch) queued.delete(tag);
      overflowing = false;
      await sendBatch(batch);
    }
  }

  function startSending() {
    if (sending || queued.size === 0) return;
    sending = sendQueued().finally(() => {
      sending = undefined;
      // Tags queued between the last batch and this line.
      startSending();
    });
  }

  return {
    provider,
    purge(tags) {
      for (const tag of tags) {
        if (queued.has(tag)) continue;
        if (queued.size < maxQueuedTags) {
          queued.add(tag);
          continue;
        }
        stats.droppedTags++;
        // Logged when the queue fills, not for every purge while it stays full.
        if (!overflowing) logFailure(`queue full (${maxQueuedTags} tags): purges are dropped until a call takes some; the CDN's pages expire after CDN_CACHE_SECONDS`);
        overflowing = true;
      }
      startSending();
      return Promise.resolve();
    },
    stats: () => ({ ...stats, queuedTags: queued.size }),
    settled: async () => {
      while (sending) await sending;
    },
    async close() {
      closing = true;
      wakeUp?.();
      while (sending) await sending;
    },
  };
}
