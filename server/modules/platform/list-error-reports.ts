import { and, asc, count, desc, eq, ilike, inArray, isNotNull, isNull, or } from 'drizzle-orm';
import { z } from 'zod';
import { errorFeedback, errorReports } from '../../../db/schema/platform';
import type { RequestContext } from '../../context';
import { parseInput, requireAdministrator } from '../../kernel';
import { blankIsAbsent, containsPattern, pageWindow, searchTextField, tablePage, tableQueryFields, type TablePage } from '../../kernel';

export const listErrorReportsInput = z.object({
  state: z.preprocess(blankIsAbsent, z.enum(['new', 'resolved'], 'Choose new or resolved.').default('new')),
  /** A request id (exactly), or part of the path or the message. */
  q: searchTextField,
  ...tableQueryFields(['occurred', 'path'], 'occurred', 'desc'),
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

/** Error reports (newest first unless sorted otherwise), searched, with the feedback people sent about them. Administrators only. */
export async function listErrorReports(ctx: RequestContext, input: unknown): Promise<TablePage<ErrorReportRow>> {
  const { state, q, sort, dir, page } = parseInput(listErrorReportsInput, input);
  requireAdministrator(ctx.viewer);
  const where = and(
    state === 'new' ? isNull(errorReports.resolvedAt) : isNotNull(errorReports.resolvedAt),
    q ? or(eq(errorReports.id, q), ilike(errorReports.path, containsPattern(q)), ilike(errorReports.message, containsPattern(q))) : undefined,
  );
  const order = dir === 'asc' ? asc : desc;
  const [rows, [{ total }]] = await Promise.all([
    ctx.db
      .select()
      .from(errorReports)
      .where(where)
      .orderBy(order(sort === 'path' ? errorReports.path : errorReports.occurredAt), desc(errorReports.occurredAt))
      .limit(pageWindow(page).limit)
      .offset(pageWindow(page).offset),
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
