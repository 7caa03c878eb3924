import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { guestHouseholds } from '../../../db/schema/guests';
import type { RequestContext } from '../../context';
import { parseInput } from '../../kernel';
import { findHousehold, readGuestList, withGuestList, type GuestList } from './guest-list-model';
import { householdIdField } from './input-fields';
import { householdNotFound, requireGuestListOwner, requireOwnRow } from './policy';

export const deleteHouseholdInput = z.object({ id: householdIdField });

/** GraphQL deleteHousehold(id): the household and its guests (with their answers and seats), for good. */
export async function deleteHousehold(ctx: RequestContext, input: unknown): Promise<GuestList> {
  const { id } = parseInput(deleteHouseholdInput, input);
  const couple = requireGuestListOwner(ctx.viewer);
  await withGuestList(ctx, couple, async (tx) => {
    requireOwnRow(await findHousehold(tx, id), couple, householdNotFound);
    await tx.delete(guestHouseholds).where(eq(guestHouseholds.id, id));
  });
  return readGuestList(ctx, couple);
}
