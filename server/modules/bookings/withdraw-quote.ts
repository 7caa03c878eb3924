import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { quotes } from '../../../db/schema/bookings';
import type { RequestContext } from '../../context';
import { parseInput } from '../../kernel';
import { announcePosted, postToConversation } from '../messaging/internal';
import { toQuote, type Quote } from './booking-view';
import { quoteIdField } from './input-fields';
import { quoteNotFound, requireParty, requireVendorSide } from './policy';
import { lockQuote, requireOpenQuote } from './quote-state';

export const withdrawQuoteInput = z.object({ id: quoteIdField });

/** GraphQL withdrawQuote(id): the vendor takes back an open quote; it stays in the thread, withdrawn. */
export async function withdrawQuote(ctx: RequestContext, input: unknown): Promise<Quote> {
  const { id } = parseInput(withdrawQuoteInput, input);
  const now = ctx.clock.now();
  const { quote, posted } = await ctx.db.transaction(async (tx) => {
    const row = await lockQuote(tx, id);
    const side = requireParty(ctx.viewer, row, quoteNotFound);
    requireVendorSide(side, 'withdraw a quote');
    requireOpenQuote(row!, now);
    const [changed] = await tx.update(quotes).set({ status: 'withdrawn', decidedAt: now }).where(eq(quotes.id, id)).returning();
    return { quote: changed, posted: await postToConversation({ ...ctx, db: tx }, { conversationId: changed.conversationId, senderId: changed.vendorId, text: 'Withdrew the quote.', kind: 'notice', quoteId: id }) };
  });
  await announcePosted(ctx, posted);
  return toQuote(quote);
}
