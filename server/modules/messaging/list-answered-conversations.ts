import { sql, type SQL } from 'drizzle-orm';
import type { RequestContext } from '../../context';

/**
 * A conversation in which the vendor answered the couple (issue 32's proof of dealing): its people,
 * its listing, when it started, who wrote first, and when the vendor first replied. The vendor's
 * auto-reply and the thread's notices are no reply; a quote is one. Metadata only: never the text.
 */
export type AnsweredConversation = {
  conversationId: number;
  coupleId: number;
  vendorId: number;
  serviceId: number;
  createdAt: Date;
  firstVendorReplyAt: Date;
  lastMessageAt: Date;
  messages: number;
  firstWriter: 'couple' | 'vendor';
};

export type AnsweredConversationFilter = {
  coupleId?: number;
  serviceId?: number;
  /** Conversations started in [startedFrom, startedBefore) (the review invitations' window). */
  startedFrom?: Date;
  startedBefore?: Date;
  limit?: number;
};

/**
 * The answered conversations a filter selects, oldest first (no permission checked: the reviews
 * module's use cases decide who may know). A conversation the vendor later marked as spam still
 * counts: marking is no way to keep a couple from reviewing.
 */
export async function listAnsweredConversations({ db }: Pick<RequestContext, 'db'>, filter: AnsweredConversationFilter): Promise<AnsweredConversation[]> {
  const conditions: SQL[] = [];
  if (filter.coupleId !== undefined) conditions.push(sql`c.couple_id = ${filter.coupleId}`);
  if (filter.serviceId !== undefined) conditions.push(sql`c.service_id = ${filter.serviceId}`);
  if (filter.startedFrom) conditions.push(sql`c.created_at >= ${filter.startedFrom.toISOString()}::timestamptz`);
  if (filter.startedBefore) conditions.push(sql`c.created_at < ${filter.startedBefore.toISOString()}::timestamptz`);
  const where = conditions.length === 0 ? sql`true` : sql.join(conditions, sql` and `);
  const result = (await db.execute(sql`
    select c.id as conversation_id, c.couple_id, c.vendor_id, c.service_id, c.created_at, c.last_msg_at, reply.at as first_vendor_reply_at,
      (select count(*)::int from chat_messages m where m.conversation_id = c.id) as messages,
      (select m.sender_id from chat_messages m where m.conversation_id = c.id order by m.id limit 1) as first_sender
    from conversations c
    cross join lateral (
      select min(m.created_at) as at from chat_messages m
      where m.conversation_id = c.id and m.sender_id = c.vendor_id and m.kind in ('text', 'quote')
    ) as reply
    where ${where} and reply.at is not null
    order by c.created_at, c.id
    limit ${filter.limit ?? 1000}`)) as unknown as {
    rows: { conversation_id: number; couple_id: number; vendor_id: number; service_id: number; created_at: string | Date; last_msg_at: string | Date; first_vendor_reply_at: string | Date; messages: number; first_sender: number | null }[];
  };
  return result.rows.map((row) => ({
    conversationId: row.conversation_id,
    coupleId: row.couple_id,
    vendorId: row.vendor_id,
    serviceId: row.service_id,
    createdAt: new Date(row.created_at),
    firstVendorReplyAt: new Date(row.first_vendor_reply_at),
    lastMessageAt: new Date(row.last_msg_at),
    messages: row.messages,
    firstWriter: row.first_sender === row.vendor_id ? 'vendor' : 'couple',
  }));
}
