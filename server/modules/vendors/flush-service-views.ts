import { sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { serviceViews } from '../../../db/schema/vendors';
import type { RequestContext } from '../../context';
import { isForeignKeyViolation } from '../../kernel';

/** Views counted and not yet written, per database: `serviceId|day` → views (recordServiceView adds to it). */
export const pendingServiceViews = new WeakMap<Database, Map<string, number>>();

/** Writes the views counted so far in one statement (recordServiceView's timer does; tests may too). */
export async function flushServiceViews(ctx: Pick<RequestContext, 'db'>): Promise<void> {
  const counts = pendingServiceViews.get(ctx.db);
  pendingServiceViews.delete(ctx.db);
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
