import type { ChatMessage } from '../../kernel';

export type ChatMessageFields = { id: number; conversationId: number; senderId: number; text: string; createdAt: Date };

export function toChatMessage(row: ChatMessageFields): ChatMessage {
  return { id: String(row.id), conversation_id: String(row.conversationId), from: String(row.senderId), msg: row.text, time: row.createdAt.toISOString() };
}

/** A person in a conversation (spec §3 from_user / to_user). */
export type ChatPerson = { id: number; nickname: string; avatar: string | null };

/** The service a conversation is about. */
export type ChatService = { id: number; name: string; url: string; category: { id: number; name: string; title: string } };
