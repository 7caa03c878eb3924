import { count, eq } from 'drizzle-orm';
import { reviewDisputes } from '../../../db/schema/reviews';
import type { RequestContext } from '../../context';
import { requireAdministrator } from '../../kernel';

/** How many disputes and reports wait for a decision: the admin dashboard's "Work waiting". */
export async function countOpenReviewDisputes(ctx: RequestContext): Promise<number> {
  requireAdministrator(ctx.viewer);
  const [{ total }] = await ctx.db.select({ total: count() }).from(reviewDisputes).where(eq(reviewDisputes.status, 'open'));
  return total;
}
