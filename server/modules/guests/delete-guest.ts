import { eq, or } from 'drizzle-orm';
import { z } from 'zod';
import { guests } from '../../../db/schema/guests';
import type { RequestContext } from '../../context';
import { parseInput } from '../../kernel';
import { findLiveGuest, purgeOldDeleted, readGuestList, withGuestList, type GuestList } from './guest-list-model';
import { guestIdField } from './input-fields';
import { guestNotFound, requireGuestListOwner, requireOwnRow } from './policy';

export const deleteGuestInput = z.object({ id: guestIdField });

/**
 * GraphQL deleteGuest(id): the guest (and their plus-ones) leave the list, off their table; the
 * rows are kept 30 days so restoreGuest can undo it. Their answers are kept with them.
 */
export async function deleteGuest(ctx: RequestContext, input: unknown): Promise<GuestList> {
  const { id } = parseInput(deleteGuestInput, input);
  const couple = requireGuestListOwner(ctx.viewer);
  const now = ctx.clock.now();
  await withGuestList(ctx, couple, async (tx) => {
    requireOwnRow(await findLiveGuest(tx, id), couple, guestNotFound);
    await purgeOldDeleted(tx, couple.id, now);
    await tx.update(guests).set({ deletedAt: now, tableId: null, updatedAt: now }).where(or(eq(guests.id, id), eq(guests.plusOneOf, id)));
  });
  return readGuestList(ctx, couple);
}
