import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { guestHouseholds } from '../../../db/schema/guests';
import type { RequestContext } from '../../context';
import { parseInput } from '../../kernel';
import { findHousehold, readGuestList, withGuestList, type GuestList } from './guest-list-model';
import { addressField, emailText, householdIdField, householdNameField, optional, phoneField } from './input-fields';
import { householdNotFound, requireGuestListOwner, requireOwnRow } from './policy';

export const updateHouseholdInput = z.object({ id: householdIdField, name: optional(householdNameField), address: optional(addressField), email: optional(emailText), phone: optional(phoneField) });

/** GraphQL updateHousehold(id, name, address, email, phone): changes what is given. */
export async function updateHousehold(ctx: RequestContext, input: unknown): Promise<GuestList> {
  const { id, ...fields } = parseInput(updateHouseholdInput, input);
  const couple = requireGuestListOwner(ctx.viewer);
  await withGuestList(ctx, couple, async (tx) => {
    requireOwnRow(await findHousehold(tx, id), couple, householdNotFound);
    await tx.update(guestHouseholds).set({ ...fields, updatedAt: ctx.clock.now() }).where(eq(guestHouseholds.id, id));
  });
  return readGuestList(ctx, couple);
}
