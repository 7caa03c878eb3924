import { and, asc, count, desc, eq, ilike } from 'drizzle-orm';
import { z } from 'zod';
import { mailingListSubscribers } from '../../../db/schema/mailing-list';
import type { RequestContext } from '../../context';
import { containsPattern, pageWindow, parseInput, requireAdministrator, searchTextField, tablePage, tableQueryFields, type TablePage } from '../../kernel';

export const listSubscribersInput = z.object({
  /** Part of the address. */
  q: searchTextField,
  ...tableQueryFields(['confirmed', 'email'], 'confirmed', 'desc'),
});

/** The confirmed subscribers, newest first unless sorted otherwise, searched by address, for the admin area (the CSV has them all). Administrators only. */
export async function listSubscribers(ctx: RequestContext, input: unknown): Promise<TablePage<{ email: string; confirmedAt: Date | null }>> {
  const { q, sort, dir, page } = parseInput(listSubscribersInput, input);
  requireAdministrator(ctx.viewer);
  const confirmed = and(eq(mailingListSubscribers.status, 'confirmed'), q ? ilike(mailingListSubscribers.email, containsPattern(q)) : undefined);
  const order = dir === 'asc' ? asc : desc;
  const [rows, [{ total }]] = await Promise.all([
    ctx.db
      .select({ email: mailingListSubscribers.email, confirmedAt: mailingListSubscribers.confirmedAt })
      .from(mailingListSubscribers)
      .where(confirmed)
      .orderBy(order(sort === 'email' ? mailingListSubscribers.email : mailingListSubscribers.confirmedAt), order(mailingListSubscribers.id))
      .limit(pageWindow(page).limit)
      .offset(pageWindow(page).offset),
    ctx.db.select({ total: count() }).from(mailingListSubscribers).where(confirmed),
  ]);
  return tablePage(rows, total, page);
}
