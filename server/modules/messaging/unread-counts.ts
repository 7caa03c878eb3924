import { and, eq, gt, or, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { conversations } from '../../../db/schema/messaging';

/**
 * A person's unread messages per conversation, only conversations with some: theirs as the couple,
 * and theirs as the vendor unless they marked it spam. One query on the per-person indexes.
 */
export async function listUnreadCounts(db: Database, userId: number): Promise<{ conversationId: number; count: number }[]> {
  const rows = await db
    .select({
      conversationId: conversations.id,
      count: sql<number>`(case when ${conversations.coupleId} = ${userId} then ${conversations.coupleUnread} else 0 end
        + case when ${conversations.vendorId} = ${userId} and not ${conversations.vendorSpam} then ${conversations.vendorUnread} else 0 end)::int`,
    })
    .from(conversations)
    .where(
      or(
        and(eq(conversations.coupleId, userId), gt(conversations.coupleUnread, 0)),
        and(eq(conversations.vendorId, userId), gt(conversations.vendorUnread, 0), eq(conversations.vendorSpam, false)),
      ),
    )
    .orderBy(conversations.id);
  return rows.filter((row) => row.count > 0);
}

/** The total of a person's unread messages (the header's badge). */
export async function unreadTotalOf(db: Database, userId: number): Promise<number> {
  return (await listUnreadCounts(db, userId)).reduce((total, row) => total + row.count, 0);
}
