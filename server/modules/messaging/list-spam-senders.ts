import { count, desc, eq, max, sql } from 'drizzle-orm';
import { conversations } from '../../../db/schema/messaging';
import type { RequestContext } from '../../context';
import { listNotificationContacts, requireRole } from '../accounts';

export type SpamSender = { userId: number; name: string; email: string; conversations: number; vendors: number; lastAt: Date };

/**
 * Couples whose conversations vendors marked as spam, most-marked first: how many conversations
 * and vendors, and when last, never what was written (docs/architecture.md: message bodies stay
 * between the two people). Administrators only.
 */
export async function listSpamSenders(ctx: RequestContext): Promise<SpamSender[]> {
  requireRole(ctx.viewer, 'administrator');
  const rows = await ctx.db
    .select({ userId: conversations.coupleId, conversations: count(), vendors: sql`count(distinct ${conversations.vendorId})`.mapWith(Number), lastAt: max(conversations.lastMsgAt) })
    .from(conversations)
    .where(eq(conversations.vendorSpam, true))
    .groupBy(conversations.coupleId)
    .orderBy(desc(count()), desc(max(conversations.lastMsgAt)))
    .limit(100);
  const contacts = await listNotificationContacts(ctx, rows.map((row) => row.userId));
  return rows.map((row) => ({ ...row, lastAt: row.lastAt!, name: contacts.get(row.userId)?.firstName ?? '', email: contacts.get(row.userId)?.email ?? '' }));
}
