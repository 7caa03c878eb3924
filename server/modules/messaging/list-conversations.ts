import { and, desc, eq, or } from 'drizzle-orm';
import { z } from 'zod';
import { chatMessages, conversations } from '../../../db/schema/messaging';
import type { RequestContext } from '../../context';
import { requireSignedIn, parseInput } from '../../kernel';
import { loadParties } from './chat-parties';
import { maxListedConversations } from './chat-limits';
import { summaryColumns, toSummary, type ConversationSummary } from './conversation-summary';
import { userIdField } from './input-fields';
import { assertActingAsSelf } from './policy';

export const listConversationsInput = z.object({ userId: userIdField('user_id') });

/**
 * The viewer's conversations, newest first (spec §2 Messages, §7 conversations(user_id)): those they
 * started as a couple and those with them as the vendor, except ones they marked spam. Only
 * the person themselves may list them. Three queries whatever their number (conversations with
 * their last message, people, services); at most 1,000.
 */
export async function listConversations(ctx: RequestContext, input: unknown): Promise<ConversationSummary[]> {
  const { userId } = parseInput(listConversationsInput, input);
  const person = requireSignedIn(ctx.viewer);
  assertActingAsSelf(person, userId);
  const rows = await ctx.db
    .select(summaryColumns)
    .from(conversations)
    .leftJoin(chatMessages, eq(chatMessages.id, conversations.lastMessageId))
    .where(or(eq(conversations.coupleId, person.id), and(eq(conversations.vendorId, person.id), eq(conversations.vendorSpam, false))))
    .orderBy(desc(conversations.lastMsgAt), desc(conversations.id))
    .limit(maxListedConversations);
  const parties = await loadParties(ctx, rows);
  return rows.map((row) => toSummary(person, row, parties));
}
