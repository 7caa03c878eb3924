import { isbot } from 'isbot';
import { z } from 'zod';
import type { RequestContext } from '../../context';
import { idField, parseInput } from '../../kernel';
import { flushServiceViews, pendingServiceViews } from './flush-service-views';
import { log } from '../../observability/log';

export const serviceViewInput = z.object({
  serviceId: idField('There is no such service.'),
  userAgent: z.string().max(2_000).nullish(),
});

// Views wait a few seconds and are written together: a page view costs no query.
const flushDelayMs = 5_000;

/** The UTC day a view counts for. */
const dayOf = (moment: Date) => moment.toISOString().slice(0, 10);

/**
 * Counts a view of a listing's page for its vendor's dashboard: a counter per listing per day and
 * nothing about who looked (no cookie, no address), crawlers left out (isbot). Anyone's view
 * counts. Views are written within seconds; up to that many seconds' views are lost if the server
 * stops. Answers whether the view counted (at once: it waits for no query).
 */
export function recordServiceView(ctx: RequestContext, input: unknown): boolean {
  const { serviceId, userAgent } = parseInput(serviceViewInput, input);
  // A request without a user agent is a script, not a person.
  if (!userAgent || isbot(userAgent)) return false;
  let counts = pendingServiceViews.get(ctx.db);
  if (!counts) {
    counts = new Map();
    pendingServiceViews.set(ctx.db, counts);
    setTimeout(() => void flushServiceViews(ctx).catch((error: unknown) => log.error({ err: error, requestId: ctx.requestId }, 'Service views not written')), flushDelayMs).unref();
  }
  const key = `${serviceId}|${dayOf(ctx.clock.now())}`;
  counts.set(key, (counts.get(key) ?? 0) + 1);
  return true;
}
