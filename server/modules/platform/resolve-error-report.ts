import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { errorReports } from '../../../db/schema/platform';
import type { RequestContext } from '../../context';
import { recordAuditEvent } from '../audit/internal';
import { parseInput, RefusedError, requireAdministrator } from '../../kernel';

export const resolveErrorReportInput = z.object({
  id: z.string({ error: 'There is no such error report.' }).regex(/^[a-f0-9]{12,32}$/, 'There is no such error report.'),
  /** False opens it again. */
  resolved: z.preprocess((value) => !(value === false || value === 'false'), z.boolean()),
});

/** An administrator marks an error report resolved (or open again). Audited. */
export async function resolveErrorReport(ctx: RequestContext, input: unknown): Promise<{ id: string; resolved: boolean }> {
  const { id, resolved } = parseInput(resolveErrorReportInput, input);
  requireAdministrator(ctx.viewer);
  await ctx.db.transaction(async (db) => {
    const [report] = await db.select({ resolvedAt: errorReports.resolvedAt }).from(errorReports).where(eq(errorReports.id, id)).for('update');
    if (!report) throw new RefusedError('There is no such error report.', 'NOT_FOUND');
    await db.update(errorReports).set({ resolvedAt: resolved ? ctx.clock.now() : null }).where(eq(errorReports.id, id));
    await recordAuditEvent({ ...ctx, db }, { action: resolved ? 'error_report.resolve' : 'error_report.reopen', entityType: 'error_report', entityId: id, before: { resolved: report.resolvedAt !== null }, after: { resolved } });
  });
  return { id, resolved };
}
