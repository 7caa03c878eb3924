import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { guestTables } from '../../../db/schema/guests';
import type { RequestContext } from '../../context';
import { parseInput } from '../../kernel';
import { findTable, readGuestList, withGuestList, type GuestList } from './guest-list-model';
import { optional, seatsField, tableIdField, tableNameField } from './input-fields';
import { requireGuestListOwner, requireOwnRow, tableNotFound } from './policy';

export const updateTableInput = z.object({ id: tableIdField, name: optional(tableNameField), seats: optional(seatsField) });

/** GraphQL updateTable(id, name, seats): changes what is given; fewer seats than guests seated is allowed and shown (`over`). */
export async function updateTable(ctx: RequestContext, input: unknown): Promise<GuestList> {
  const { id, ...fields } = parseInput(updateTableInput, input);
  const couple = requireGuestListOwner(ctx.viewer);
  await withGuestList(ctx, couple, async (tx) => {
    requireOwnRow(await findTable(tx, id), couple, tableNotFound);
    await tx.update(guestTables).set({ ...fields, updatedAt: ctx.clock.now() }).where(eq(guestTables.id, id));
  });
  return readGuestList(ctx, couple);
}
