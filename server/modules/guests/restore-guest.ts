import { and, eq, isNotNull, or } from 'drizzle-orm';
import { z } from 'zod';
import { guests } from '../../../db/schema/guests';
import type { RequestContext } from '../../context';
import { parseInput } from '../../kernel';
import { findGuest, findLiveGuest, householdSize, liveGuestCount, readGuestList, withGuestList, type GuestList } from './guest-list-model';
import { guestIdField } from './input-fields';
import { guestNotFound, householdFull, maxGuests, maxHouseholdSize, requireGuestListOwner, requireOwnRow, tooManyGuests } from './policy';

export const restoreGuestInput = z.object({ id: guestIdField });

/**
 * GraphQL restoreGuest(id): undoes deleteGuest (the guest and the plus-ones deleted with them come
 * back, with their answers; not their seats), within the limits. A guest not deleted is "not found".
 */
export async function restoreGuest(ctx: RequestContext, input: unknown): Promise<GuestList> {
  const { id } = parseInput(restoreGuestInput, input);
  const couple = requireGuestListOwner(ctx.viewer);
  await withGuestList(ctx, couple, async (tx) => {
    const guest = requireOwnRow(await findGuest(tx, id), couple, guestNotFound);
    if (guest.deletedAt === null) throw guestNotFound();
    if (guest.plusOneOf !== null && !(await findLiveGuest(tx, guest.plusOneOf))) throw guestNotFound();
    const coming = await tx
      .select({ id: guests.id })
      .from(guests)
      .where(and(or(eq(guests.id, id), and(eq(guests.plusOneOf, id), eq(guests.deletedAt, guest.deletedAt))), isNotNull(guests.deletedAt)));
    if ((await liveGuestCount(tx, couple.id)) + coming.length > maxGuests) throw tooManyGuests();
    if ((await householdSize(tx, guest.householdId)) + coming.length > maxHouseholdSize) throw householdFull();
    for (const row of coming) await tx.update(guests).set({ deletedAt: null, updatedAt: ctx.clock.now() }).where(eq(guests.id, row.id));
  });
  return readGuestList(ctx, couple);
}
