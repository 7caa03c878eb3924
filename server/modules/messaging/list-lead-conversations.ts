import { sql } from 'drizzle-orm';
import type { RequestContext } from '../../context';

/** One conversation as the vendor's pipeline reads it. */
export type LeadConversation = {
  id: number;
  serviceId: number;
  coupleId: number;
  createdAt: Date;
  /** The vendor's first own message (an auto-reply is none); null while unanswered. */
  repliedAt: Date | null;
  /** The couple's newest message. */
  lastCoupleMessageAt: Date | null;
  /** The vendor's newest own message (auto-replies left out). */
  lastVendorMessageAt: Date | null;
};

/**
 * A vendor's conversations (spam left out), newest first, with when each side last wrote, in one
 * query: for the bookings module's pipeline. `limit` bounds it.
 */
export async function listLeadConversations({ db }: Pick<RequestContext, 'db'>, { vendorId, limit }: { vendorId: number; limit: number }): Promise<LeadConversation[]> {
  const result = (await db.execute(sql`
    select c.id, c.service_id, c.couple_id, c.created_at,
      (select min(m.created_at) from chat_messages m where m.conversation_id = c.id and m.sender_id = c.vendor_id and m.kind <> 'auto_reply') as replied_at,
      (select max(m.created_at) from chat_messages m where m.conversation_id = c.id and m.sender_id = c.couple_id) as last_couple_at,
      (select max(m.created_at) from chat_messages m where m.conversation_id = c.id and m.sender_id = c.vendor_id and m.kind <> 'auto_reply') as last_vendor_at
    from conversations c
    where c.vendor_id = ${vendorId} and not c.vendor_spam
    order by c.created_at desc
    limit ${limit}`)) as unknown as {
    rows: { id: number; service_id: number; couple_id: number; created_at: Date | string; replied_at: Date | string | null; last_couple_at: Date | string | null; last_vendor_at: Date | string | null }[];
  };
  const at = (value: Date | string | null) => (value === null ? null : new Date(value));
  return result.rows.map((row) => ({
    id: Number(row.id),
    serviceId: Number(row.service_id),
    coupleId: Number(row.couple_id),
    createdAt: new Date(row.created_at),
    repliedAt: at(row.replied_at),
    lastCoupleMessageAt: at(row.last_couple_at),
    lastVendorMessageAt: at(row.last_vendor_at),
  }));
}
