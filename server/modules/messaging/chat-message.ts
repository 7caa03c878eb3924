import type { ChatMessageKind } from '../../../db/schema/messaging';
import type { ChatMessage } from '../../kernel';

export type ChatMessageFields = { id: number; conversationId: number; senderId: number; text: string; createdAt: Date; kind?: ChatMessageKind; quoteId?: number | null };

/** A stored message on the wire; a plain message carries no kind (spec §3's shape exactly). */
export function toChatMessage(row: ChatMessageFields): ChatMessage {
  const message: ChatMessage = { id: String(row.id), conversation_id: String(row.conversationId), from: String(row.senderId), msg: row.text, time: row.createdAt.toISOString() };
  if (row.kind && row.kind !== 'text') message.kind = row.kind;
  if (row.quoteId !== undefined && row.quoteId !== null) message.quote_id = String(row.quoteId);
  return message;
}

/** A person in a conversation (spec §3 from_user / to_user). */
export type ChatPerson = { id: number; nickname: string; avatar: string | null };

/** The service a conversation is about. */
export type ChatService = { id: number; name: string; url: string; category: { id: number; name: string; title: string } };
