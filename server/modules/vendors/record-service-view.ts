import { sql } from 'drizzle-orm';
import { isbot } from 'isbot';
import { z } from 'zod';
import type { Database } from '../../../db/client';
import { serviceViews } from '../../../db/schema/vendors';
import type { RequestContext } from '../../context';
import { idField, isForeignKeyViolation, parseInput } from '../../kernel';

export const serviceViewInput = z.object({
  serviceId: idField('There is no such service.'),
  userAgent: z.string().max(2_000).nullish(),
});

// Views wait here a few seconds and are written together: a page view costs no query.
const flushDelayMs = 5_000;
const pending = new WeakMap<Database, Map<string, number>>();

/** The UTC day a view counts for. */
const dayOf = (moment: Date) => moment.toISOString().slice(0, 10);

/**
 * Counts a view of a listing's page for its vendor's dashboard: a counter per listing per day and
 * nothing about who looked (no cookie, no address), crawlers left out (isbot). Views are written
 * within seconds; up to that many seconds' views are lost if the server stops. Answers whether
 * the view counted.
 */
export function recordServiceView(ctx: Pick<RequestContext, 'db' | 'clock'>, input: unknown): boolean {
  const { serviceId, userAgent } = parseInput(serviceViewInput, input);
  // A request without a user agent is a script, not a person.
  if (!userAgent || isbot(userAgent)) return false;
  let counts = pending.get(ctx.db);
  if (!counts) {
    counts = new Map();
    pending.set(ctx.db, counts);
    setTimeout(() => void flushServiceViews(ctx).catch((error: unknown) => console.error('Service views not written:', error)), flushDelayMs).unref();
  }
  const key = `${serviceId}|${dayOf(ctx.clock.now())}`;
  counts.set(key, (counts.get(key) ?? 0) + 1);
  return true;
}

/** Writes the views counted so far in one statement (the timer does; tests and shutdown may too). */
export async function flushServiceViews(ctx: Pick<RequestContext, 'db'>): Promise<void> {
  const counts = pending.get(ctx.db);
  pending.delete(ctx.db);
  if (!counts || counts.size === 0) return;
  const rows = [...counts].map(([key, views]) => {
    const [serviceId, day] = key.split('|');
    return { serviceId: Number(serviceId), day, views };
  });
  await ctx.db
    .insert(serviceViews)
    .values(rows)
    .onConflictDoUpdate({ target: [serviceViews.serviceId, serviceViews.day], set: { views: sql`${serviceViews.views} + excluded.views` } })
    // A listing deleted in those seconds refuses the batch: a few seconds of views are not worth a retry.
    .catch((error: unknown) => {
      if (!isForeignKeyViolation(error)) throw error;
    });
}
