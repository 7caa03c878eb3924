import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { enquiryDetails } from '../../../db/schema/bookings';
import type { RequestContext } from '../../context';
import { parseInput } from '../../kernel';
import { readConversationParties } from '../messaging/internal';
import { conversationIdField } from './input-fields';
import { conversationNotFound, requireParty } from './policy';

export const findEnquiryDetailsInput = z.object({ conversationId: conversationIdField });

export type EnquiryDetails = {
  conversationId: number;
  weddingDate: string | null;
  dateFlexible: boolean;
  flexibleWhen: string | null;
  guests: number | null;
  /** Minor units of `currency`. */
  budget: number | null;
  currency: string;
};

/** GraphQL enquiryDetails(conversation_id): what the couple said when they wrote first; null when nothing. Its two people only. */
export async function findEnquiryDetails(ctx: RequestContext, input: unknown): Promise<EnquiryDetails | null> {
  const { conversationId } = parseInput(findEnquiryDetailsInput, input);
  const parties = await readConversationParties(ctx, conversationId);
  requireParty(ctx.viewer, parties, conversationNotFound);
  const [row] = await ctx.db.select().from(enquiryDetails).where(eq(enquiryDetails.conversationId, conversationId));
  if (!row) return null;
  return {
    conversationId: row.conversationId,
    weddingDate: row.weddingDate,
    dateFlexible: row.dateFlexible,
    flexibleWhen: row.flexibleWhen,
    guests: row.guests,
    budget: row.budget,
    currency: row.currency,
  };
}
