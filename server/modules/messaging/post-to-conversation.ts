import type { ChatMessageKind } from '../../../db/schema/messaging';
import type { RequestContext } from '../../context';
import type { Viewer } from '../../kernel';
import { announceMessage, appendMessage, type AppendedMessage } from './append-message';

export type PostedMessage = AppendedMessage;

/**
 * A message another module's use case decided to post in a conversation, as one of its two people
 * (`senderId`): a quote's card, a notice of a change, the vendor's auto-reply. Joins the caller's
 * transaction (ctx.db); call `announcePosted` once it has committed. `reads` false when the sender did
 * not act themself (the auto-reply; the clock job's notices): the conversation stays unread for them.
 */
export async function postToConversation(
  ctx: Pick<RequestContext, 'db' | 'clock'>,
  {
    conversationId,
    senderId,
    text,
    kind,
    quoteId = null,
    reads = kind !== 'auto_reply',
  }: { conversationId: number; senderId: number; text: string; kind: ChatMessageKind; quoteId?: number | null; reads?: boolean },
): Promise<PostedMessage> {
  // appendMessage reads only the sender's id (and refuses one who is not in the conversation).
  const sender = { id: senderId } as Viewer;
  return appendMessage(ctx.db, conversationId, sender, text.slice(0, 5000), ctx.clock.now(), undefined, { kind, quoteId, reads });
}

/** After the transaction: the posted message to both people's streams, and the unread counts. */
export async function announcePosted(ctx: Pick<RequestContext, 'db' | 'chatBus'>, posted: PostedMessage): Promise<void> {
  await announceMessage(ctx.db, ctx.chatBus, posted);
}
