import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { autoReplies, enquiryDetails } from '../../../db/schema/bookings';
import { fillTemplate } from '../../../shared/bookings/limits';
import type { RequestContext } from '../../context';
import { idField, InvalidInputError, parseInput, requireSignedIn } from '../../kernel';
import { listNotificationContacts } from '../accounts/internal';
import { readBookableListing } from '../catalog/internal';
import { startConversation, type StartedConversation } from '../messaging';
import { announcePosted, postToConversation } from '../messaging/internal';
import { enquiryFactLines, longDay, type EnquiryFacts } from './enquiry-text';
import { budgetField, dayField, flexibleWhenField, guestsField, optional } from './input-fields';

/**
 * `date_flexible` as clients send it: a flag (true, 'on', '1'), or words saying roughly when
 * ("March 2027", "spring"), which mean flexible too.
 */
const dateFlexibleField = z.preprocess(
  (value) => (value === null || value === '' || value === undefined ? undefined : value),
  z
    .union([z.boolean(), z.number(), flexibleWhenField])
    .optional()
    .transform((value) => {
      if (value === undefined || value === false || value === 0 || value === 'false' || value === '0' || value === 'off') return { flexible: false, when: null };
      if (value === true || value === 1 || value === 'true' || value === '1' || value === 'on') return { flexible: true, when: null };
      return { flexible: true, when: String(value) || null };
    }),
);

export const startEnquiryInput = z.object({
  // Spec §7's fields are messaging's (startConversation reads them); the message may be left out
  // when the details say enough.
  serviceId: idField('service_id must be a service id.'),
  message: z.unknown().optional(),
  userId: z.unknown().optional(),
  vendorId: z.unknown().optional(),
  // Issue 31's extras.
  weddingDate: optional(dayField('the wedding date')),
  dateFlexible: dateFlexibleField,
  guests: optional(guestsField),
  budget: optional(budgetField),
});

export type StartedEnquiry = StartedConversation & { autoReply: boolean };

/**
 * Spec §4 "Contact on a service" with the details vendors need (issue 31): the couple's first
 * message, with the wedding date (or flexible, with a month or a season), the guests and the budget,
 * optional each. Messaging starts the conversation (its checks and limits apply); the details are
 * kept once per conversation and told in the message too. A new conversation gets the vendor's
 * auto-reply, when they keep one.
 */
export async function startEnquiry(ctx: RequestContext, input: unknown): Promise<StartedEnquiry> {
  const { serviceId, message, userId, vendorId, weddingDate, dateFlexible, guests, budget } = parseInput(startEnquiryInput, input);
  const couple = requireSignedIn(ctx.viewer);
  const today = ctx.clock.now().toISOString().slice(0, 10);
  if (weddingDate !== undefined && weddingDate < today) throw new InvalidInputError({ weddingDate: ['The wedding date is in the past.'] });
  const hasDetails = weddingDate !== undefined || dateFlexible?.flexible === true || guests !== undefined || budget !== undefined;

  const listing = await readBookableListing(ctx, serviceId);
  const facts: EnquiryFacts = {
    weddingDate: weddingDate ?? null,
    dateFlexible: dateFlexible?.flexible ?? false,
    flexibleWhen: dateFlexible?.when ?? null,
    guests: guests ?? null,
    budget: budget === undefined ? null : budget * 100,
    currency: listing?.currency ?? 'aud',
  };
  const words = typeof message === 'string' ? message.trim() : message;
  const lines = hasDetails ? enquiryFactLines(facts) : [];
  const text = lines.length === 0 ? message : words ? `${String(words)}\n\n${lines.join('\n')}` : `Hello! We are enquiring about our wedding.\n\n${lines.join('\n')}`;

  const started = await startConversation(ctx, { serviceId, message: text, userId, vendorId });

  const autoReply = await ctx.db.transaction(async (tx) => {
    const inTx = { ...ctx, db: tx };
    if (hasDetails) await tx.insert(enquiryDetails).values({ conversationId: started.conversationId, ...facts, createdAt: ctx.clock.now() }).onConflictDoNothing();
    if (!started.created || !listing?.ownerId) return null;
    const [reply] = await tx.select().from(autoReplies).where(eq(autoReplies.vendorId, listing.ownerId));
    if (!reply?.enabled || reply.body.trim() === '') return null;
    const contact = (await listNotificationContacts(inTx, [couple.id])).get(couple.id);
    const body = fillTemplate(reply.body, {
      couple_name: couple.nickname ?? contact?.firstName ?? '',
      wedding_date: facts.weddingDate ? longDay(facts.weddingDate) : '',
      guests: facts.guests === null ? '' : String(facts.guests),
      listing_name: listing.name,
    }).trim();
    if (body === '') return null;
    return postToConversation(inTx, { conversationId: started.conversationId, senderId: listing.ownerId, text: body, kind: 'auto_reply' });
  });
  if (autoReply) await announcePosted(ctx, autoReply);
  return { ...started, autoReply: autoReply !== null };
}
