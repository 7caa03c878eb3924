import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { serviceViews } from '../../../db/schema/vendors';
import type { RequestContext } from '../../context';
import { idField, InvalidInputError, isForeignKeyViolation, parseInput, RefusedError } from '../../kernel';

const dayField = z.iso.date('A day is written YYYY-MM-DD.');

export const importServiceViewsInput = z.object({
  serviceId: idField('There is no such service.'),
  days: z
    .array(z.object({ day: dayField, views: z.number().int().min(0).max(1_000_000) }))
    .max(366)
    .refine((days) => new Set(days.map((entry) => entry.day)).size === days.length, 'Each day once.'),
});

/**
 * The demo seed's page views: adds daily counts to a listing's counters, so that a fresh demo
 * shows its vendor a dashboard with past figures. Work no request asked for only: any viewer is
 * refused, and no adapter exposes it. Days after today (the context's clock, UTC) are refused: it
 * writes the past, never figures ahead of the real ones; and it adds, so it never erases a view
 * recordServiceView counted.
 */
export async function importServiceViews(ctx: RequestContext, input: unknown): Promise<void> {
  const { serviceId, days } = parseInput(importServiceViewsInput, input);
  if (ctx.viewer) throw new RefusedError('Page views are counted, not imported: only the demo seed imports them.', 'FORBIDDEN');
  const today = ctx.clock.now().toISOString().slice(0, 10);
  if (days.some((entry) => entry.day > today)) throw new InvalidInputError({ days: ['Views can be imported for past days only.'] });
  if (days.length === 0) return;
  await ctx.db
    .insert(serviceViews)
    .values(days.map(({ day, views }) => ({ serviceId, day, views })))
    .onConflictDoUpdate({ target: [serviceViews.serviceId, serviceViews.day], set: { views: sql`${serviceViews.views} + excluded.views` } })
    .catch((error: unknown) => {
      throw isForeignKeyViolation(error) ? new RefusedError('There is no such service.', 'NOT_FOUND') : error;
    });
}
