import { and, count, eq, isNull } from 'drizzle-orm';
import { z } from 'zod';
import { guests } from '../../../db/schema/guests';
import type { RequestContext } from '../../context';
import { parseInput } from '../../kernel';
import { guestFields } from './guest-fields';
import { findHousehold, findLiveGuest, householdSize, liveGuestCount, readGuestList, withGuestList, type GuestList } from './guest-list-model';
import { firstNameField, guestIdField, householdIdField, idList, optional } from './input-fields';
import { allEventIds, invitedEventIds, requireOwnEvents } from './invitation-events';
import { insertGuest, insertHouseholdOf } from './insert-guest';
import {
  guestNotFound,
  householdFull,
  householdNotFound,
  maxHouseholdSize,
  maxEvents,
  maxGuests,
  noPlusOneLeft,
  plusOneOfPlusOne,
  requireGuestListOwner,
  requireOwnRow,
  tooManyGuests,
} from './policy';

export const addGuestInput = z.object({
  ...guestFields,
  firstName: firstNameField,
  householdId: optional(householdIdField),
  plusOneOf: optional(guestIdField),
  eventIds: optional(idList('There is no such event.', maxEvents, 'The events')),
});

/**
 * GraphQL addGuest(household_id, first_name, last_name, age_group, side, group_name, email,
 * dietary, meal, notes, plus_ones_allowed, plus_one_of, event_ids): a guest in a household (a new
 * household of their own name when none is given), invited to `event_ids` (all events when absent).
 * A plus-one (`plus_one_of`: the host) joins the host's household and events, within the plus-ones
 * the host is allowed. At most 1,000 guests and 15 people per household.
 */
export async function addGuest(ctx: RequestContext, input: unknown): Promise<GuestList> {
  const fields = parseInput(addGuestInput, input);
  const couple = requireGuestListOwner(ctx.viewer);
  const now = ctx.clock.now();
  await withGuestList(ctx, couple, async (tx) => {
    let householdId = fields.householdId;
    let eventIds = fields.eventIds;
    if (fields.plusOneOf !== undefined) {
      const host = requireOwnRow(await findLiveGuest(tx, fields.plusOneOf), couple, guestNotFound);
      if (host.plusOneOf !== null) throw plusOneOfPlusOne();
      const [{ n }] = await tx.select({ n: count() }).from(guests).where(and(eq(guests.plusOneOf, host.id), isNull(guests.deletedAt)));
      if (n >= host.plusOnesAllowed) throw noPlusOneLeft();
      householdId = host.householdId;
      eventIds ??= await invitedEventIds(tx, host.id);
    }
    if (householdId !== undefined) requireOwnRow(await findHousehold(tx, householdId), couple, householdNotFound);
    eventIds = eventIds === undefined ? await allEventIds(tx, couple.id) : await requireOwnEvents(tx, couple.id, eventIds);
    if ((await liveGuestCount(tx, couple.id)) >= maxGuests) throw tooManyGuests();
    const lastName = fields.lastName ?? '';
    if (householdId === undefined) householdId = await insertHouseholdOf(tx, couple.id, { firstName: fields.firstName, lastName }, now);
    else if ((await householdSize(tx, householdId)) >= maxHouseholdSize) throw householdFull();
    const { householdId: _given, plusOneOf, eventIds: _events, ...own } = fields;
    await insertGuest(
      tx,
      couple.id,
      { ...own, householdId, lastName, plusOneOf, plusOnesAllowed: plusOneOf !== undefined ? 0 : fields.plusOnesAllowed },
      eventIds.map((eventId) => ({ eventId })),
      now,
    );
  });
  return readGuestList(ctx, couple);
}
