import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { guestSettings } from '../../../db/schema/guests';
import type { RequestContext } from '../../context';
import { parseInput } from '../../kernel';
import { readGuestList, withGuestList, type GuestList } from './guest-list-model';
import { optional, optionalDay, rsvpMessageField } from './input-fields';
import { requireGuestListOwner } from './policy';

export const setRsvpSettingsInput = z.object({ message: optional(rsvpMessageField), cutoff: optionalDay('The cut-off date') });

/** GraphQL setRsvpSettings(message, cutoff): the RSVP page's message and the last day answers may change (null: none); absent keeps it. */
export async function setRsvpSettings(ctx: RequestContext, input: unknown): Promise<GuestList> {
  const fields = parseInput(setRsvpSettingsInput, input);
  const couple = requireGuestListOwner(ctx.viewer);
  await withGuestList(ctx, couple, async (tx) => {
    const changes: Partial<typeof guestSettings.$inferInsert> = { updatedAt: ctx.clock.now() };
    if (fields.message !== undefined) changes.rsvpMessage = fields.message;
    if (fields.cutoff !== undefined) changes.rsvpCutoff = fields.cutoff;
    await tx.update(guestSettings).set(changes).where(eq(guestSettings.coupleId, couple.id));
  });
  return readGuestList(ctx, couple);
}
