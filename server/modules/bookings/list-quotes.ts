import { asc, eq, inArray } from 'drizzle-orm';
import { z } from 'zod';
import { bookings, quotes } from '../../../db/schema/bookings';
import type { RequestContext } from '../../context';
import { parseInput } from '../../kernel';
import { readConversationParties } from '../messaging/internal';
import { toQuote, type Quote } from './booking-view';
import { conversationIdField } from './input-fields';
import { conversationNotFound, requireParty } from './policy';

export const listQuotesInput = z.object({ conversationId: conversationIdField });

/** GraphQL quotes(conversation_id): every quote of the conversation, oldest first (replaced ones too). Its two people only. */
export async function listQuotes(ctx: RequestContext, input: unknown): Promise<Quote[]> {
  const { conversationId } = parseInput(listQuotesInput, input);
  const parties = await readConversationParties(ctx, conversationId);
  requireParty(ctx.viewer, parties, conversationNotFound);
  const rows = await ctx.db.select().from(quotes).where(eq(quotes.conversationId, conversationId)).orderBy(asc(quotes.id)).limit(500);
  const ids = rows.map((row) => row.id);
  const made =
    ids.length === 0
      ? []
      : await ctx.db
          .select({ id: bookings.id, quoteId: bookings.quoteId, status: bookings.status, holdUntil: bookings.holdUntil, depositReceivedAt: bookings.depositReceivedAt, endReason: bookings.endReason })
          .from(bookings)
          .where(inArray(bookings.quoteId, ids));
  const bookingOf = new Map(made.map(({ quoteId, ...booking }) => [quoteId, booking]));
  return rows.map((row) => toQuote(row, null, bookingOf.get(row.id) ?? null));
}
