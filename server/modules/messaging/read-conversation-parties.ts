import { eq } from 'drizzle-orm';
import { conversations } from '../../../db/schema/messaging';
import type { RequestContext } from '../../context';

export type ConversationParties = { id: number; coupleId: number; vendorId: number; serviceId: number; createdAt: Date; vendorSpam: boolean };

/** Who is in a conversation and what it is about, or undefined when there is none (no permission checked). */
export async function readConversationParties({ db }: Pick<RequestContext, 'db'>, conversationId: number): Promise<ConversationParties | undefined> {
  const [row] = await db
    .select({
      id: conversations.id,
      coupleId: conversations.coupleId,
      vendorId: conversations.vendorId,
      serviceId: conversations.serviceId,
      createdAt: conversations.createdAt,
      vendorSpam: conversations.vendorSpam,
    })
    .from(conversations)
    .where(eq(conversations.id, conversationId));
  return row;
}
