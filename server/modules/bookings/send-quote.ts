import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { quotes } from '../../../db/schema/bookings';
import { includedTax, taxRates } from '../../../shared/billing/prices';
import { groupedPrice as formatPrice } from '../../../shared/bookings/money';
import { maxQuoteAmount } from '../../../shared/bookings/limits';
import type { RequestContext } from '../../context';
import { InvalidInputError, parseInput, RefusedError } from '../../kernel';
import { readBookableListing } from '../catalog/internal';
import { announcePosted, postToConversation, readConversationParties } from '../messaging/internal';
import { toQuote, type Quote } from './booking-view';
import { longDay } from './enquiry-text';
import { amountField, conversationIdField, dayField, optional, quoteItemsField, termsField, validDaysField } from './input-fields';
import { conversationNotFound, requireParty, requireVendorSide } from './policy';

export const sendQuoteInput = z.object({
  conversationId: conversationIdField,
  items: quoteItemsField,
  eventDate: dayField('the event date'),
  depositAmount: optional(amountField('The deposit')),
  depositDue: optional(dayField('the deposit’s due date')),
  terms: optional(termsField),
  validDays: validDaysField,
});

const dayMs = 24 * 60 * 60 * 1000;

/**
 * GraphQL sendQuote (issue 31): the conversation's vendor quotes line items (amounts incl. GST, in
 * minor units of the listing's country's currency), the event date, an optional deposit and its due
 * date, terms and a validity. A conversation has one open quote: a new one replaces it (the old one
 * is kept, marked replaced). The quote appears in the thread as a card (a 'quote' message).
 */
export async function sendQuote(ctx: RequestContext, input: unknown): Promise<Quote> {
  const { conversationId, items, eventDate, depositAmount, depositDue, terms, validDays } = parseInput(sendQuoteInput, input);
  const parties = await readConversationParties(ctx, conversationId);
  const side = requireParty(ctx.viewer, parties, conversationNotFound);
  requireVendorSide(side, 'send a quote');
  const conversation = parties!;

  const now = ctx.clock.now();
  const today = now.toISOString().slice(0, 10);
  const total = items.reduce((sum, item) => sum + item.amount, 0);
  const problems: Record<string, string[]> = {};
  if (eventDate < today) problems.eventDate = ['A quote cannot be for a date in the past.'];
  if (total > maxQuoteAmount) problems.items = ['A quote’s total must be at most $1,000,000.'];
  if (depositAmount !== undefined && depositAmount > total) problems.depositAmount = ['The deposit cannot be more than the total.'];
  if (depositDue !== undefined && depositDue < today) problems.depositDue = ['The deposit’s due date is in the past.'];
  else if (depositDue !== undefined && depositDue > eventDate) problems.depositDue = ['The deposit must fall due by the event date.'];
  if (depositDue !== undefined && depositAmount === undefined) problems.depositAmount = ['Give the deposit’s amount with its due date.'];
  if (Object.keys(problems).length > 0) throw new InvalidInputError(problems);

  const listing = await readBookableListing(ctx, conversation.serviceId);
  if (!listing) throw new RefusedError('There is no such service.', 'NOT_FOUND');
  const taxRate = taxRates[listing.countryCode] ?? 0;
  const tax = includedTax(total, taxRate);

  const { quote, posted } = await ctx.db.transaction(async (tx) => {
    const [open] = await tx
      .select({ id: quotes.id })
      .from(quotes)
      .where(and(eq(quotes.conversationId, conversationId), eq(quotes.status, 'open')))
      .for('update');
    if (open) await tx.update(quotes).set({ status: 'replaced', decidedAt: now }).where(eq(quotes.id, open.id));
    const [row] = await tx
      .insert(quotes)
      .values({
        conversationId,
        serviceId: conversation.serviceId,
        vendorId: conversation.vendorId,
        coupleId: conversation.coupleId,
        items,
        total,
        tax,
        taxRate,
        taxName: listing.taxName,
        currency: listing.currency,
        eventDate,
        depositAmount: depositAmount ?? null,
        depositDue: depositDue ?? null,
        terms: terms ?? '',
        validDays,
        validUntil: new Date(now.getTime() + validDays * dayMs),
        createdAt: now,
      })
      .returning();
    if (open) await tx.update(quotes).set({ replacedBy: row.id }).where(eq(quotes.id, open.id));
    const text = `${open ? 'Revised quote' : 'Quote'}: ${formatPrice(total, listing.currency)} (incl. ${listing.taxName} ${formatPrice(tax, listing.currency)}) for ${longDay(eventDate)}, valid for ${validDays} day${validDays === 1 ? '' : 's'}.`;
    const message = await postToConversation({ ...ctx, db: tx }, { conversationId, senderId: conversation.vendorId, text, kind: 'quote', quoteId: row.id });
    return { quote: row, posted: message };
  });
  await announcePosted(ctx, posted);
  return toQuote(quote);
}
