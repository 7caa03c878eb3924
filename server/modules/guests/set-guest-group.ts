import { and, eq, inArray, isNull } from 'drizzle-orm';
import { z } from 'zod';
import { guests } from '../../../db/schema/guests';
import type { RequestContext } from '../../context';
import { parseInput } from '../../kernel';
import { readGuestList, withGuestList, type GuestList } from './guest-list-model';
import { groupField, idList } from './input-fields';
import { guestNotFound, maxGuests, requireGuestListOwner } from './policy';

export const setGuestGroupInput = z.object({ guestIds: idList('There is no such guest.', maxGuests, 'The guests'), groupName: groupField });

/**
 * GraphQL setGuestGroup(guest_ids, group_name): the bulk edit's "set group" ('' clears it), one
 * statement for up to 1,000 guests. Every id must be a live guest of the couple's, or nothing changes.
 */
export async function setGuestGroup(ctx: RequestContext, input: unknown): Promise<GuestList> {
  const { guestIds, groupName } = parseInput(setGuestGroupInput, input);
  const couple = requireGuestListOwner(ctx.viewer);
  await withGuestList(ctx, couple, async (tx) => {
    if (guestIds.length === 0) return;
    const changed = await tx
      .update(guests)
      .set({ groupName, updatedAt: ctx.clock.now() })
      .where(and(eq(guests.coupleId, couple.id), isNull(guests.deletedAt), inArray(guests.id, guestIds)))
      .returning({ id: guests.id });
    // Thrown inside the transaction: the rows already changed go back as they were.
    if (changed.length !== guestIds.length) throw guestNotFound();
  });
  return readGuestList(ctx, couple);
}
