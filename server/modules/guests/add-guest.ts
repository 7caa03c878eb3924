import { and, count, eq, isNull } from 'drizzle-orm';
import { z } from 'zod';
import { guestHouseholds, guestInvitations, guests } from '../../../db/schema/guests';
import type { RequestContext } from '../../context';
import { parseInput } from '../../kernel';
import { guestFields } from './guest-fields';
import { findHousehold, findLiveGuest, householdSize, liveGuestCount, readGuestList, withGuestList, type GuestList } from './guest-list-model';
import { firstNameField, guestIdField, householdIdField, idList, optional } from './input-fields';
import { allEventIds, invitedEventIds, requireOwnEvents } from './invitation-events';
import { nameKey } from './name-key';
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
    if (householdId === undefined) {
      const [household] = await tx
        .insert(guestHouseholds)
        .values({ coupleId: couple.id, name: `${fields.firstName} ${fields.lastName ?? ''}`.trim().slice(0, 120), createdAt: now, updatedAt: now })
        .returning({ id: guestHouseholds.id });
      householdId = household!.id;
    } else if ((await householdSize(tx, householdId)) >= maxHouseholdSize) throw householdFull();
    const lastName = fields.lastName ?? '';
    const [guest] = await tx
      .insert(guests)
      .values({
        coupleId: couple.id,
        householdId,
        firstName: fields.firstName,
        lastName,
        firstKey: nameKey(fields.firstName),
        lastKey: nameKey(lastName),
        ageGroup: fields.ageGroup ?? 'adult',
        side: fields.side ?? 'both',
        groupName: fields.groupName ?? '',
        email: fields.email ?? '',
        dietary: fields.dietary ?? '',
        meal: fields.meal ?? '',
        notes: fields.notes ?? '',
        plusOnesAllowed: fields.plusOneOf !== undefined ? 0 : (fields.plusOnesAllowed ?? 0),
        plusOneOf: fields.plusOneOf ?? null,
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: guests.id });
    if (eventIds.length > 0) await tx.insert(guestInvitations).values(eventIds.map((eventId) => ({ guestId: guest!.id, eventId, coupleId: couple.id })));
  });
  return readGuestList(ctx, couple);
}
