import { and, count, eq, isNull } from 'drizzle-orm';
import { z } from 'zod';
import { guests } from '../../../db/schema/guests';
import type { RequestContext } from '../../context';
import { parseInput } from '../../kernel';
import { guestFields } from './guest-fields';
import { findHousehold, findLiveGuest, householdSize, readGuestList, withGuestList, type GuestList } from './guest-list-model';
import { guestIdField, householdIdField, optional } from './input-fields';
import { nameKey } from './name-key';
import { guestNotFound, householdFull, householdNotFound, maxHouseholdSize, plusOneStaysWithHost, requireGuestListOwner, requireOwnRow } from './policy';

export const updateGuestInput = z.object({ id: guestIdField, ...guestFields, householdId: optional(householdIdField) });

/**
 * GraphQL updateGuest(id, household_id, first_name, …, plus_ones_allowed): changes what is given.
 * Moving a guest moves their plus-ones with them (the new household must have room for all).
 * Plus-ones allowed cannot drop below the plus-ones already named.
 */
export async function updateGuest(ctx: RequestContext, input: unknown): Promise<GuestList> {
  const { id, ...fields } = parseInput(updateGuestInput, input);
  const couple = requireGuestListOwner(ctx.viewer);
  await withGuestList(ctx, couple, async (tx) => {
    const guest = requireOwnRow(await findLiveGuest(tx, id), couple, guestNotFound);
    const changes: Partial<typeof guests.$inferInsert> = { updatedAt: ctx.clock.now() };
    if (fields.firstName !== undefined) Object.assign(changes, { firstName: fields.firstName, firstKey: nameKey(fields.firstName) });
    if (fields.lastName !== undefined) Object.assign(changes, { lastName: fields.lastName, lastKey: nameKey(fields.lastName) });
    for (const key of ['ageGroup', 'side', 'groupName', 'email', 'dietary', 'meal', 'notes'] as const) if (fields[key] !== undefined) Object.assign(changes, { [key]: fields[key] });
    const [{ plusOnes }] = await tx.select({ plusOnes: count() }).from(guests).where(and(eq(guests.plusOneOf, id), isNull(guests.deletedAt)));
    if (fields.plusOnesAllowed !== undefined && guest.plusOneOf === null) changes.plusOnesAllowed = Math.max(fields.plusOnesAllowed, plusOnes);
    if (fields.householdId !== undefined && fields.householdId !== guest.householdId) {
      if (guest.plusOneOf !== null) throw plusOneStaysWithHost();
      requireOwnRow(await findHousehold(tx, fields.householdId), couple, householdNotFound);
      if ((await householdSize(tx, fields.householdId)) + 1 + plusOnes > maxHouseholdSize) throw householdFull();
      changes.householdId = fields.householdId;
      await tx.update(guests).set({ householdId: fields.householdId }).where(eq(guests.plusOneOf, id));
    }
    await tx.update(guests).set(changes).where(eq(guests.id, id));
  });
  return readGuestList(ctx, couple);
}
