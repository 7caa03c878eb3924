import { and, asc, eq, gt, inArray, or } from 'drizzle-orm';
import { chatMessages, conversations } from '../../../db/schema/messaging';
import type { RequestContext } from '../../context';
import { requireSignedIn } from '../../kernel';
import { loadParties } from './chat-parties';
import { sideOf, type Side } from './policy';

export type ExportedMessage = { id: number; from: 'me' | 'them'; kind: string; text: string; sentAt: Date };
export type ExportedConversation = {
  id: number;
  side: Side;
  /** The other side as the person sees them in the chat (a nickname or first name): never an e-mail or phone. */
  with: string;
  listing: string;
  startedAt: Date;
  messages: ExportedMessage[];
};

/** Messages read per query: a long history goes in slices, and the event loop gets a turn between them. */
const messagesPerRead = 2000;

/**
 * For "Download my data": every conversation of the signed-in person (as a couple or as the
 * vendor, spam-marked ones too: they are theirs) with every message sent and received, oldest
 * first. Reads only; nothing is marked read.
 */
export async function exportMyConversations(ctx: RequestContext): Promise<ExportedConversation[]> {
  const person = requireSignedIn(ctx.viewer);
  const rows = await ctx.db
    .select({ id: conversations.id, coupleId: conversations.coupleId, vendorId: conversations.vendorId, serviceId: conversations.serviceId, createdAt: conversations.createdAt })
    .from(conversations)
    .where(or(eq(conversations.coupleId, person.id), eq(conversations.vendorId, person.id)))
    .orderBy(asc(conversations.id));
  if (rows.length === 0) return [];
  const parties = await loadParties(ctx, rows);
  const byId = new Map<number, ExportedConversation>(
    rows.map((row) => {
      const side = sideOf(person, row)!;
      const other = side === 'couple' ? row.vendorId : row.coupleId;
      return [row.id, { id: row.id, side, with: parties.person(other).nickname, listing: parties.service(row.serviceId).name, startedAt: row.createdAt, messages: [] }];
    }),
  );
  const ids = [...byId.keys()];
  for (let after = 0; ; ) {
    const page = await ctx.db
      .select({ id: chatMessages.id, conversationId: chatMessages.conversationId, senderId: chatMessages.senderId, kind: chatMessages.kind, text: chatMessages.text, createdAt: chatMessages.createdAt })
      .from(chatMessages)
      .where(and(inArray(chatMessages.conversationId, ids), gt(chatMessages.id, after)))
      .orderBy(asc(chatMessages.id))
      .limit(messagesPerRead);
    for (const message of page) {
      byId.get(message.conversationId)!.messages.push({ id: message.id, from: message.senderId === person.id ? 'me' : 'them', kind: message.kind, text: message.text, sentAt: message.createdAt });
    }
    if (page.length < messagesPerRead) break;
    after = page.at(-1)!.id;
    await new Promise((resolve) => setImmediate(resolve));
  }
  return [...byId.values()];
}
