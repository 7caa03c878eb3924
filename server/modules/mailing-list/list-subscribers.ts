import { count, desc, eq } from 'drizzle-orm';
import { z } from 'zod';
import { mailingListSubscribers } from '../../../db/schema/mailing-list';
import type { RequestContext } from '../../context';
import { requireSignedIn } from '../accounts';
import { notAllowed, pageWindow, parseInput, tablePage, wholeNumberField, type TablePage } from '../platform';
import { mayExportSubscribers } from './policy';

export const listSubscribersInput = z.object({ page: wholeNumberField(1, 100_000, 'The page number is not valid.', 1) });

/** The confirmed subscribers, newest first, for the admin area (the CSV has them all). Administrators only. */
export async function listSubscribers(ctx: RequestContext, input: unknown): Promise<TablePage<{ email: string; confirmedAt: Date | null }>> {
  const { page } = parseInput(listSubscribersInput, input);
  if (!mayExportSubscribers(requireSignedIn(ctx.viewer))) throw notAllowed();
  const confirmed = eq(mailingListSubscribers.status, 'confirmed');
  const [rows, [{ total }]] = await Promise.all([
    ctx.db
      .select({ email: mailingListSubscribers.email, confirmedAt: mailingListSubscribers.confirmedAt })
      .from(mailingListSubscribers)
      .where(confirmed)
      .orderBy(desc(mailingListSubscribers.confirmedAt), desc(mailingListSubscribers.id))
      .limit(pageWindow(page).limit)
      .offset(pageWindow(page).offset),
    ctx.db.select({ total: count() }).from(mailingListSubscribers).where(confirmed),
  ]);
  return tablePage(rows, total, page);
}
