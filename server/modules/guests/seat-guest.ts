import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { guests } from '../../../db/schema/guests';
import type { RequestContext } from '../../context';
import { parseInput } from '../../kernel';
import { findLiveGuest, findTable, readGuestList, withGuestList, type GuestList } from './guest-list-model';
import { guestIdField, optionalId } from './input-fields';
import { guestNotFound, requireGuestListOwner, requireOwnRow, tableNotFound } from './policy';

export const seatGuestInput = z.object({ guestId: guestIdField, tableId: optionalId('There is no such table.') });

/**
 * GraphQL seatGuest(guest_id, table_id): seats the guest at the table (null: off any table). A
 * table may be filled past its seats: the list shows it (`over`), the couple decides.
 */
export async function seatGuest(ctx: RequestContext, input: unknown): Promise<GuestList> {
  const { guestId, tableId } = parseInput(seatGuestInput, input);
  const couple = requireGuestListOwner(ctx.viewer);
  await withGuestList(ctx, couple, async (tx) => {
    requireOwnRow(await findLiveGuest(tx, guestId), couple, guestNotFound);
    if (tableId) requireOwnRow(await findTable(tx, tableId), couple, tableNotFound);
    await tx.update(guests).set({ tableId: tableId ?? null, updatedAt: ctx.clock.now() }).where(eq(guests.id, guestId));
  });
  return readGuestList(ctx, couple);
}
