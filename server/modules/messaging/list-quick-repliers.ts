import { sql } from 'drizzle-orm';
import type { RequestContext } from '../../context';
import { z } from 'zod';
import { idField, parseInput } from '../../kernel';
import { quickReplyHours } from '../../../shared/messaging/quick-reply-hours';
import { medianReplyHours } from './median-reply-hours';

export const quickRepliersInput = z.object({ serviceIds: z.array(idField('There is no such service.')).max(100) });

/**
 * The listings whose vendor's median first reply over the last 10 enquiries is at most a day:
 * they show "Usually replies within a day" to couples. Public: it says how a vendor answers, not
 * what anybody wrote.
 */
export async function listQuickRepliers(ctx: RequestContext, input: unknown): Promise<Set<number>> {
  const { serviceIds } = parseInput(quickRepliersInput, input);
  if (serviceIds.length === 0) return new Set();
  const medians = await medianReplyHours(ctx.db, sql`c.service_id in (${sql.join(serviceIds, sql`, `)})`, ctx.clock.now());
  return new Set([...medians].filter(([, hours]) => hours <= quickReplyHours).map(([serviceId]) => serviceId));
}
