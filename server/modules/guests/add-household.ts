import { z } from 'zod';
import { guestHouseholds } from '../../../db/schema/guests';
import type { RequestContext } from '../../context';
import { parseInput } from '../../kernel';
import { readGuestList, withGuestList, type GuestList } from './guest-list-model';
import { addressField, emailText, householdNameField, optional, phoneField } from './input-fields';
import { requireGuestListOwner } from './policy';

export const addHouseholdInput = z.object({ name: householdNameField, address: optional(addressField), email: optional(emailText), phone: optional(phoneField) });

/** GraphQL addHousehold(name, address, email, phone): an empty household (guests are added to it). */
export async function addHousehold(ctx: RequestContext, input: unknown): Promise<GuestList> {
  const fields = parseInput(addHouseholdInput, input);
  const couple = requireGuestListOwner(ctx.viewer);
  const now = ctx.clock.now();
  await withGuestList(ctx, couple, async (tx) => {
    await tx.insert(guestHouseholds).values({ coupleId: couple.id, name: fields.name, address: fields.address ?? '', email: fields.email ?? '', phone: fields.phone ?? '', createdAt: now, updatedAt: now });
  });
  return readGuestList(ctx, couple);
}
