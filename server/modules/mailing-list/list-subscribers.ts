import { and, asc, count, desc, eq, ilike } from 'drizzle-orm';
import { z } from 'zod';
import { mailingListSubscribers } from '../../../db/schema/mailing-list';
import type { RequestContext } from '../../context';
import { requireSignedIn } from '../../kernel';
import { containsPattern, notAllowed, pageWindow, parseInput, searchTextField, tablePage, tableQueryFields, type TablePage } from '../../kernel';
import { mayExportSubscribers } from './policy';

export const listSubscribersInput = z.object({
  /** Part of the address. */
  q: searchTextField,
  ...tableQueryFields(['confirmed', 'email'], 'confirmed', 'desc'),
});

/** The confirmed subscribers, newest first unless sorted otherwise, searched by address, for the admin area (the CSV has them all). Administrators only. */
export async function listSubscribers(ctx: RequestContext, input: unknown): Promise<TablePage<{ email: string; confirmedAt: Date | null }>> {
  const { q, sort, dir, page } = parseInput(listSubscribersInput, input);
  if (!mayExportSubscribers(requireSignedIn(ctx.viewer))) throw notAllowed();
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
