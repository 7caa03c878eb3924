import { and, eq, inArray, isNull } from 'drizzle-orm';
import { z } from 'zod';
import { guestInvitations, guests } from '../../../db/schema/guests';
import type { RequestContext } from '../../context';
import { parseInput } from '../../kernel';
import { readGuestList, withGuestList, type GuestList } from './guest-list-model';
import { checkboxField, idList } from './input-fields';
import { requireOwnEvents } from './invitation-events';
import { guestNotFound, maxEvents, maxGuests, requireGuestListOwner } from './policy';

export const setInvitationsInput = z.object({
  guestIds: idList('There is no such guest.', maxGuests, 'The guests'),
  eventIds: idList('There is no such event.', maxEvents, 'The events'),
  invited: checkboxField,
});

/**
 * GraphQL setInvitations(guest_ids, event_ids, invited): the bulk edit. Invited: each guest is
 * invited to each event (an answer already given is kept); not invited: their invitations (and
 * answers) to those events are removed. Every id must be the couple's ("not found" otherwise).
 */
export async function setInvitations(ctx: RequestContext, input: unknown): Promise<GuestList> {
  const { guestIds, eventIds, invited } = parseInput(setInvitationsInput, input);
  const couple = requireGuestListOwner(ctx.viewer);
  await withGuestList(ctx, couple, async (tx) => {
    if (guestIds.length > 0) {
      const own = await tx.select({ id: guests.id }).from(guests).where(and(eq(guests.coupleId, couple.id), isNull(guests.deletedAt), inArray(guests.id, guestIds)));
      if (own.length !== guestIds.length) throw guestNotFound();
    }
    await requireOwnEvents(tx, couple.id, eventIds);
    if (guestIds.length === 0 || eventIds.length === 0) return;
    if (invited) {
      const rows = guestIds.flatMap((guestId) => eventIds.map((eventId) => ({ guestId, eventId, coupleId: couple.id })));
      // Up to 50,000 rows: in chunks, within a statement's 65,535 parameters.
      for (let start = 0; start < rows.length; start += 5000) await tx.insert(guestInvitations).values(rows.slice(start, start + 5000)).onConflictDoNothing();
    } else {
      await tx.delete(guestInvitations).where(and(eq(guestInvitations.coupleId, couple.id), inArray(guestInvitations.guestId, guestIds), inArray(guestInvitations.eventId, eventIds)));
    }
  });
  return readGuestList(ctx, couple);
}
