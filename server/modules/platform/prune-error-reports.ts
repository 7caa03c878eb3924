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

/** Runs pruneErrorReports once at start and then daily, until stopped. */
export function startErrorReportPruning(ctx: Pick<RequestContext, 'db' | 'clock'>, { intervalMs = 86_400_000 } = {}): { stop(): Promise<void> } {
  let running: Promise<unknown> | null = null;
  const run = () => {
    running ??= pruneErrorReports(ctx)
      .catch((error: unknown) => console.error('[ever-after] error report pruning failed:', error))
      .finally(() => (running = null));
  };
  run();
  const timer = setInterval(run, intervalMs);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
