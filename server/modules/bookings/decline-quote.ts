import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { quotes } from '../../../db/schema/bookings';
import type { RequestContext } from '../../context';
import { parseInput } from '../../kernel';
import { announcePosted, postToConversation } from '../messaging/internal';
import { toQuote, type Quote } from './booking-view';
import { optional, quoteIdField, reasonField } from './input-fields';
import { quoteNotFound, requireCoupleSide, requireParty } from './policy';
import { lockQuote, requireOpenQuote } from './quote-state';

export const declineQuoteInput = z.object({ id: quoteIdField, reason: optional(reasonField) });

/** GraphQL declineQuote(id, reason): the couple says no to an open quote; the thread tells the vendor why. */
export async function declineQuote(ctx: RequestContext, input: unknown): Promise<Quote> {
  const { id, reason } = parseInput(declineQuoteInput, input);
  const now = ctx.clock.now();
  const { quote, posted } = await ctx.db.transaction(async (tx) => {
    const row = await lockQuote(tx, id);
    const side = requireParty(ctx.viewer, row, quoteNotFound);
    requireCoupleSide(side, 'decline a quote');
    requireOpenQuote(row!, now);
    const [changed] = await tx.update(quotes).set({ status: 'declined', decidedAt: now, declineReason: reason || null }).where(eq(quotes.id, id)).returning();
    const text = reason ? `Declined the quote: ${reason}` : 'Declined the quote.';
    return { quote: changed, posted: await postToConversation({ ...ctx, db: tx }, { conversationId: changed.conversationId, senderId: changed.coupleId, text, kind: 'notice', quoteId: id }) };
  });
  await announcePosted(ctx, posted);
  return toQuote(quote);
}
