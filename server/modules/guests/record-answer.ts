import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { guestInvitations, invitationStatuses } from '../../../db/schema/guests';
import type { RequestContext } from '../../context';
import { parseInput } from '../../kernel';
import { findLiveGuest, readGuestList, withGuestList, type GuestList } from './guest-list-model';
import { eventIdField, guestIdField } from './input-fields';
import { guestNotFound, notInvited, requireGuestListOwner, requireOwnRow } from './policy';

export const recordAnswerInput = z.object({
  guestId: guestIdField,
  eventId: eventIdField,
  status: z.enum(invitationStatuses, { error: 'Choose attending, declined or waiting.' }),
});

/**
 * GraphQL recordAnswer(guest_id, event_id, status): the couple writes down an answer a guest gave
 * them another way (a phone call, a card in the post), or sets it back to waiting. The guest must
 * be invited to the event; the RSVP page shows the household the answer as the couple set it.
 */
export async function recordAnswer(ctx: RequestContext, input: unknown): Promise<GuestList> {
  const { guestId, eventId, status } = parseInput(recordAnswerInput, input);
  const couple = requireGuestListOwner(ctx.viewer);
  await withGuestList(ctx, couple, async (tx) => {
    requireOwnRow(await findLiveGuest(tx, guestId), couple, guestNotFound);
    const answered = await tx
      .update(guestInvitations)
      .set({ status, answeredAt: status === 'waiting' ? null : ctx.clock.now() })
      .where(and(eq(guestInvitations.guestId, guestId), eq(guestInvitations.eventId, eventId), eq(guestInvitations.coupleId, couple.id)))
      .returning({ guestId: guestInvitations.guestId });
    if (answered.length === 0) throw notInvited();
  });
  return readGuestList(ctx, couple);
}
