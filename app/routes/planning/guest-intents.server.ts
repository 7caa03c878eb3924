import { data } from 'react-router';
import type { RequestContext } from '../../../server/context';
import { InvalidInputError, withWireNames } from '../../../server/kernel';
import {
  addEvent,
  addGuest,
  addHousehold,
  deleteGuest,
  deleteHousehold,
  recordAnswer,
  restoreGuest,
  setGuestGroup,
  setInvitations,
  updateEvent,
  updateGuest,
  updateHousehold,
  type GuestList,
} from '../../../server/modules/guests';
import type { GuestAnswer } from '~/features/guests/guest-answer';
import type { IntentHandler } from '~/lib/run-intent.server';

type Fields = Parameters<IntentHandler>[0];

/** A field a form may send once, several times or not at all (checkboxes of one name), as a list. */
const listOf = (value: unknown): unknown[] => (value === undefined ? [] : Array.isArray(value) ? value : [value]);

const fullName = (guest: { firstName: string; lastName: string }) => `${guest.firstName} ${guest.lastName}`.trim();
const guestIn = (list: GuestList, id: unknown) => list.households.flatMap((household) => household.guests).find((guest) => String(guest.id) === String(id));

/** The bulk edit's ticked guests: none ticked is the form's own error, before any use case runs. */
function selectedGuests(fields: Fields): unknown[] {
  const ids = listOf(fields.guest_ids);
  if (ids.length === 0) throw new InvalidInputError({ guest_ids: ['Select at least one guest first.'] });
  return ids;
}

/**
 * The guest list pages' forms (issue 34): /planning/guests and the guest and household pages post
 * these intents, each one use case of the guests module (the list, the events, the bulk edit).
 * Answers name the form that posted (`done`), and what the page says about it.
 */
export function guestIntents(app: RequestContext): Record<string, IntentHandler> {
  const run =
    (use: (input: Record<string, unknown>) => Promise<GuestList>, say?: (list: GuestList, fields: Fields) => string) =>
    async (fields: Fields, form: { formId: string }) => {
      const list = await withWireNames(fields, use);
      return data<GuestAnswer>({ done: form.formId, message: say?.(list, fields) });
    };
  return {
    'add-household': run((input) => addHousehold(app, input), () => 'Household added.'),
    'update-household': run((input) => updateHousehold(app, input), () => 'Household saved.'),
    'delete-household': run((input) => deleteHousehold(app, input), () => 'The household and its guests are deleted.'),
    // No box ticked is no event (the use case reads an absent list as "every event"); the
    // household "A new household" is none.
    'add-guest': run((input) => addGuest(app, { ...input, householdId: input.householdId === '' ? undefined : input.householdId, eventIds: listOf(input.eventIds) }), () => 'Guest added.'),
    'add-plus-one': run((input) => addGuest(app, input), () => 'Plus-one added.'),
    'update-guest': async (fields, form) => {
      const { event_ids: events, ...guest } = fields;
      const list = await withWireNames(guest, (input) => updateGuest(app, input));
      // The edit form lists every event: the ticked ones are invited (answers kept), the others not.
      const ticked = new Set(listOf(events).map(String));
      const invite = list.events.filter((event) => ticked.has(String(event.id))).map((event) => event.id);
      const uninvite = list.events.filter((event) => !ticked.has(String(event.id))).map((event) => event.id);
      if (invite.length > 0) await setInvitations(app, { guestIds: [fields.id], eventIds: invite, invited: true });
      if (uninvite.length > 0) await setInvitations(app, { guestIds: [fields.id], eventIds: uninvite, invited: false });
      return data<GuestAnswer>({ done: form.formId, message: 'Guest saved.' });
    },
    'delete-guest': async (fields, form) => {
      const list = await withWireNames(fields, (input) => deleteGuest(app, input));
      const gone = list.deleted.find((guest) => String(guest.id) === String(fields.id));
      return data<GuestAnswer>({ done: form.formId, deleted: gone ? { id: gone.id, name: fullName(gone) } : undefined });
    },
    'restore-guest': run(
      (input) => restoreGuest(app, input),
      (list, fields) => {
        const back = guestIn(list, fields.id);
        return back ? `${fullName(back)} is back on the list.` : 'Restored.';
      },
    ),
    'record-answer': run((input) => recordAnswer(app, input), () => 'Answer saved.'),
    'add-event': run((input) => addEvent(app, input), () => 'Event added.'),
    'update-event': run((input) => updateEvent(app, input), () => 'Event saved.'),
    'bulk-group': async (fields, form) => {
      const guestIds = selectedGuests(fields);
      await withWireNames({ guest_ids: guestIds, group_name: fields.group_name }, (input) => setGuestGroup(app, input));
      return data<GuestAnswer>({ done: form.formId, message: fields.group_name ? `The group is set for ${guestIds.length} ${guestIds.length === 1 ? 'guest' : 'guests'}.` : `The group is cleared for ${guestIds.length} ${guestIds.length === 1 ? 'guest' : 'guests'}.`, selected: guestIds.map(String) });
    },
    'bulk-invite': bulkInvitations(app, true),
    'bulk-uninvite': bulkInvitations(app, false),
  };
}

function bulkInvitations(app: RequestContext, invited: boolean): IntentHandler {
  return async (fields, form) => {
    const guestIds = selectedGuests(fields);
    const list = await withWireNames({ guest_ids: guestIds, event_ids: listOf(fields.event_id), invited }, (input) => setInvitations(app, input));
    const event = list.events.find((entry) => String(entry.id) === String(fields.event_id));
    const guests = `${guestIds.length} ${guestIds.length === 1 ? 'guest' : 'guests'}`;
    return data<GuestAnswer>({ done: form.formId, message: invited ? `${guests} invited to the ${event?.name ?? 'event'}.` : `${guests} no longer invited to the ${event?.name ?? 'event'}.`, selected: guestIds.map(String) });
  };
}
