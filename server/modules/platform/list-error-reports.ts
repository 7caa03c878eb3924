import { count, desc, inArray, isNotNull, isNull } from 'drizzle-orm';
import { z } from 'zod';
import { errorFeedback, errorReports } from '../../../db/schema/platform';
import type { RequestContext } from '../../context';
import { parseInput } from './errors';
import { wholeNumberField } from './input-fields';
import { requireAdministrator } from './list-settings';
import { blankIsAbsent, pageWindow, tablePage, type TablePage } from './table-query';

export const listErrorReportsInput = z.object({
  state: z.preprocess(blankIsAbsent, z.enum(['new', 'resolved'], 'Choose new or resolved.').default('new')),
  page: wholeNumberField(1, 100_000, 'The page number is not valid.', 1),
});

export type ErrorReportRow = {
  /** The request id the error screen showed. */
  id: string;
  source: 'server' | 'client';
  path: string;
  message: string;
  stack: string | null;
  occurredAt: Date;
  resolvedAt: Date | null;
  feedback: { name: string | null; email: string | null; comments: string; createdAt: Date }[];
};

/** Error reports, newest first, with the feedback people sent about them. Administrators only. */
export async function listErrorReports(ctx: RequestContext, input: unknown): Promise<TablePage<ErrorReportRow>> {
  const { state, page } = parseInput(listErrorReportsInput, input);
  requireAdministrator(ctx);
  const where = state === 'new' ? isNull(errorReports.resolvedAt) : isNotNull(errorReports.resolvedAt);
  const [rows, [{ total }]] = await Promise.all([
    ctx.db.select().from(errorReports).where(where).orderBy(desc(errorReports.occurredAt)).limit(pageWindow(page).limit).offset(pageWindow(page).offset),
    ctx.db.select({ total: count() }).from(errorReports).where(where),
  ]);
  const ids = rows.map((row) => row.id);
  const feedback = ids.length ? await ctx.db.select().from(errorFeedback).where(inArray(errorFeedback.errorId, ids)).orderBy(errorFeedback.id) : [];
  return tablePage(
    rows.map((row) => ({ ...row, feedback: feedback.filter((entry) => entry.errorId === row.id).map(({ name, email, comments, createdAt }) => ({ name, email, comments, createdAt })) })),
    total,
    page,
  );
}
