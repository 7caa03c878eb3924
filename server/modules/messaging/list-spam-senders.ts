import { and, asc, count, desc, eq, inArray, max, sql } from 'drizzle-orm';
import { z } from 'zod';
import { conversations } from '../../../db/schema/messaging';
import type { RequestContext } from '../../context';
import { matchUserIds } from '../accounts';
import { listNotificationContacts } from '../accounts/internal';
import { requireAdministrator } from '../../kernel';
import { pageWindow, parseInput, searchTextField, tablePage, tableQueryFields, type TablePage } from '../../kernel';

export const listSpamSendersInput = z.object({
  /** Part of the sender's name or e-mail address. */
  q: searchTextField,
  ...tableQueryFields(['conversations', 'last'], 'conversations', 'desc'),
});

export type SpamSender = { userId: number; name: string; email: string; suspended: boolean; conversations: number; vendors: number; lastAt: Date };

/**
 * Couples whose conversations vendors marked as spam, most-marked first unless sorted otherwise,
 * a page at a time: how many conversations and vendors, when last, and whether the sender is
 * suspended already; never what was written (docs/architecture.md: message bodies stay between
 * the two people). Administrators only.
 */
export async function listSpamSenders(ctx: RequestContext, input: unknown): Promise<TablePage<SpamSender>> {
  const { q, sort, dir, page } = parseInput(listSpamSendersInput, input);
  requireAdministrator(ctx.viewer);
  const people = q ? await matchUserIds(ctx, { q }) : undefined;
  const where = and(eq(conversations.vendorSpam, true), people ? (people.length > 0 ? inArray(conversations.coupleId, people) : sql`false`) : undefined);
  const order = dir === 'asc' ? asc : desc;
  const marked = order(count());
  const last = order(max(conversations.lastMsgAt));
  const [rows, [{ total }]] = await Promise.all([
    ctx.db
      .select({ userId: conversations.coupleId, conversations: count(), vendors: sql`count(distinct ${conversations.vendorId})`.mapWith(Number), lastAt: max(conversations.lastMsgAt) })
      .from(conversations)
      .where(where)
      .groupBy(conversations.coupleId)
      .orderBy(...(sort === 'last' ? [last, marked] : [marked, last]), asc(conversations.coupleId))
      .limit(pageWindow(page).limit)
      .offset(pageWindow(page).offset),
    ctx.db.select({ total: sql<number>`count(distinct ${conversations.coupleId})`.mapWith(Number) }).from(conversations).where(where),
  ]);
  const contacts = await listNotificationContacts(ctx, rows.map((row) => row.userId));
  return tablePage(
    rows.map((row) => {
      const contact = contacts.get(row.userId);
      return { ...row, lastAt: row.lastAt!, name: contact?.firstName ?? '', email: contact?.email ?? '', suspended: contact?.suspended ?? false };
    }),
    total,
    page,
  );
}
