import { count, eq, max } from 'drizzle-orm';
import { z } from 'zod';
import { guestEvents } from '../../../db/schema/guests';
import type { RequestContext } from '../../context';
import { parseInput } from '../../kernel';
import { readGuestList, withGuestList, type GuestList } from './guest-list-model';
import { eventNameField, optional, optionalDay, optionalTime, placeField } from './input-fields';
import { maxEvents, requireGuestListOwner, tooManyEvents } from './policy';

export const addEventInput = z.object({ name: eventNameField, date: optionalDay('The date'), time: optionalTime, place: optional(placeField) });

/** GraphQL addEvent(name, date, time, place): an event after the others (nobody invited yet), at most 50. */
export async function addEvent(ctx: RequestContext, input: unknown): Promise<GuestList> {
  const fields = parseInput(addEventInput, input);
  const couple = requireGuestListOwner(ctx.viewer);
  const now = ctx.clock.now();
  await withGuestList(ctx, couple, async (tx) => {
    const [{ n, last }] = await tx.select({ n: count(), last: max(guestEvents.position) }).from(guestEvents).where(eq(guestEvents.coupleId, couple.id));
    if (n >= maxEvents) throw tooManyEvents();
    await tx.insert(guestEvents).values({ coupleId: couple.id, name: fields.name, date: fields.date ?? null, time: fields.time ?? null, place: fields.place ?? '', position: (last ?? -1) + 1, createdAt: now, updatedAt: now });
  });
  return readGuestList(ctx, couple);
}
