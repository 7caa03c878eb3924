import { lt } from 'drizzle-orm';
import { errorReports } from '../../../db/schema/platform';
import type { RequestContext } from '../../context';

/** How long error reports (and their feedback, which goes with them) are kept. */
export const errorReportRetentionDays = 90;

/**
 * Deletes error reports older than 90 days, with their feedback (it holds people's names and
 * addresses: kept no longer than needed). The server's own daily job, never a client's request:
 * no adapter calls it. The number removed.
 */
export async function pruneErrorReports(ctx: Pick<RequestContext, 'db' | 'clock'>): Promise<number> {
  const before = new Date(ctx.clock.now().getTime() - errorReportRetentionDays * 86_400_000);
  const removed = await ctx.db.delete(errorReports).where(lt(errorReports.occurredAt, before)).returning({ id: errorReports.id });
  return removed.length;
}
