import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { guestSettings } from '../../../db/schema/guests';
import type { RequestContext } from '../../context';
import { parseInput } from '../../kernel';
import { readGuestList, withGuestList, type GuestList } from './guest-list-model';
import { mealField, optional, optionalDay, rsvpMessageField } from './input-fields';
import { requireGuestListOwner } from './policy';

/** The meals on offer, in order; blank and repeated entries dropped. */
const mealOptionsField = z
  .array(mealField, { error: 'The meals must be a list.' })
  .max(12, 'Offer at most 12 meals.')
  .transform((meals) => [...new Set(meals.filter((meal) => meal !== ''))]);

export const setRsvpSettingsInput = z.object({ message: optional(rsvpMessageField), cutoff: optionalDay('The cut-off date'), mealOptions: optional(mealOptionsField) });

/**
 * GraphQL setRsvpSettings(message, cutoff, meal_options): the RSVP page's message, the last day
 * answers may change (null: none) and the meals guests choose from ([]: they type their choice);
 * absent keeps each.
 */
export async function setRsvpSettings(ctx: RequestContext, input: unknown): Promise<GuestList> {
  const fields = parseInput(setRsvpSettingsInput, input);
  const couple = requireGuestListOwner(ctx.viewer);
  await withGuestList(ctx, couple, async (tx) => {
    const changes: Partial<typeof guestSettings.$inferInsert> = { updatedAt: ctx.clock.now() };
    if (fields.message !== undefined) changes.rsvpMessage = fields.message;
    if (fields.cutoff !== undefined) changes.rsvpCutoff = fields.cutoff;
    if (fields.mealOptions !== undefined) changes.mealOptions = fields.mealOptions;
    await tx.update(guestSettings).set(changes).where(eq(guestSettings.coupleId, couple.id));
  });
  return readGuestList(ctx, couple);
}
