import { guestHouseholds, guestInvitations, guests } from '../../../db/schema/guests';
import type { Runner } from './guest-list-model';
import { nameKey } from './name-key';

/** A new guest's own fields; what is left out takes the column's default (an adult on both sides, no plus-ones). */
export type NewGuest = Partial<Pick<typeof guests.$inferInsert, 'ageGroup' | 'side' | 'groupName' | 'email' | 'dietary' | 'meal' | 'notes' | 'plusOnesAllowed' | 'plusOneOf'>> & {
  householdId: number;
  firstName: string;
  lastName: string;
};

/** An invitation of a new guest: waiting for an answer unless told (a plus-one takes their host's). */
export type NewInvitation = { eventId: number; status?: string; answeredAt?: Date | null };

/**
 * Writes a guest with their names folded for the RSVP lookup, and their invitations: addGuest, the
 * plus-ones a guest names on the RSVP page and the inbox's "add" all write guests here. The caller
 * has checked the limits under the couple's lock.
 */
export async function insertGuest(runner: Runner, coupleId: number, guest: NewGuest, invitations: NewInvitation[], now: Date): Promise<number> {
  const [row] = await runner
    .insert(guests)
    .values({ ...guest, coupleId, firstKey: nameKey(guest.firstName), lastKey: nameKey(guest.lastName), createdAt: now, updatedAt: now })
    .returning({ id: guests.id });
  if (invitations.length > 0) await runner.insert(guestInvitations).values(invitations.map((invitation) => ({ ...invitation, guestId: row!.id, coupleId })));
  return row!.id;
}

/** A household named after its first guest ("Ada Lovelace"), for a guest added without one. */
export async function insertHouseholdOf(runner: Runner, coupleId: number, guest: { firstName: string; lastName: string; email?: string }, now: Date): Promise<number> {
  const name = `${guest.firstName} ${guest.lastName}`.trim().slice(0, 120);
  const [household] = await runner.insert(guestHouseholds).values({ coupleId, name, email: guest.email ?? '', createdAt: now, updatedAt: now }).returning({ id: guestHouseholds.id });
  return household!.id;
}
