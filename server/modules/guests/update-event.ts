import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { guestEvents } from '../../../db/schema/guests';
import type { RequestContext } from '../../context';
import { parseInput } from '../../kernel';
import { findEvent, readGuestList, withGuestList, type GuestList } from './guest-list-model';
import { eventIdField, eventNameField, optional, optionalDay, optionalTime, placeField } from './input-fields';
import { eventNotFound, requireGuestListOwner, requireOwnRow } from './policy';

export const updateEventInput = z.object({ id: eventIdField, name: optional(eventNameField), date: optionalDay('The date'), time: optionalTime, place: optional(placeField) });

/** GraphQL updateEvent(id, name, date, time, place): changes what is given (date or time null: none). */
export async function updateEvent(ctx: RequestContext, input: unknown): Promise<GuestList> {
  const { id, ...fields } = parseInput(updateEventInput, input);
  const couple = requireGuestListOwner(ctx.viewer);
  await withGuestList(ctx, couple, async (tx) => {
    requireOwnRow(await findEvent(tx, id), couple, eventNotFound);
    const changes: Partial<typeof guestEvents.$inferInsert> = { updatedAt: ctx.clock.now() };
    if (fields.name !== undefined) changes.name = fields.name;
    if (fields.date !== undefined) changes.date = fields.date;
    if (fields.time !== undefined) changes.time = fields.time;
    if (fields.place !== undefined) changes.place = fields.place;
    await tx.update(guestEvents).set(changes).where(eq(guestEvents.id, id));
  });
  return readGuestList(ctx, couple);
}
