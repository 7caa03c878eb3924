import { appContext } from '../../../server/http/router-context';
import { guestList } from '../../../server/modules/guests';
import type { GuestPageData } from '~/features/guests/guest-page';
import { guestChoicesOf, type InvitationState } from '~/features/guests/guest-list-view';
import { partnerNames } from '~/features/guests/partner-names';
import { notFound } from '~/lib/not-found';
import { runIntent } from '~/lib/run-intent.server';
import type { Route } from './+types/guest';
import { guestIntents } from './guest-intents.server';
import { requireCouple } from './require-couple.server';

const fullName = (guest: { firstName: string; lastName: string }) => `${guest.firstName} ${guest.lastName}`.trim();

/** /planning/guests/:id (issue 34): one live guest of the couple's; any other id (another couple's, a deleted guest, a word) is the 404 page. */
export async function loadGuest({ context, request, params }: Route.LoaderArgs): Promise<GuestPageData> {
  const app = context.get(appContext);
  const couple = requireCouple(app, request);
  const list = await guestList(app);
  const household = list.households.find((entry) => entry.guests.some((guest) => String(guest.id) === params.id));
  const guest = household?.guests.find((entry) => String(entry.id) === params.id);
  if (!household || !guest) notFound();
  const everyone = list.households.flatMap((entry) => entry.guests);
  const host = guest.plusOneOf === null ? undefined : everyone.find((entry) => entry.id === guest.plusOneOf);
  const choices = guestChoicesOf(list);
  return {
    guest: {
      id: guest.id,
      name: fullName(guest),
      household_id: guest.householdId,
      first_name: guest.firstName,
      last_name: guest.lastName,
      age_group: guest.ageGroup,
      side: guest.side,
      group_name: guest.groupName,
      email: guest.email,
      dietary: guest.dietary,
      meal: guest.meal,
      notes: guest.notes,
      plus_ones_allowed: guest.plusOnesAllowed,
      table: list.tables.find((table) => table.id === guest.tableId)?.name ?? null,
      answers: guest.invitations.map((invitation) => ({ eventId: invitation.eventId, state: invitation.status as InvitationState })),
    },
    household: { id: household.id, name: household.name },
    host: host ? { id: host.id, name: fullName(host) } : null,
    plusOnes: everyone.filter((entry) => entry.plusOneOf === guest.id).map((entry) => ({ id: entry.id, name: fullName(entry) })),
    plusOnesAllowed: guest.plusOnesAllowed,
    events: list.events,
    partners: partnerNames(couple),
    groups: choices.groups,
    mealChoices: choices.meals,
    households: choices.households,
  };
}

/** The guest's own forms: their details and events, and naming a plus-one (deleting posts to the list's action). */
export async function guestAction({ context, request }: Route.ActionArgs) {
  const app = context.get(appContext);
  requireCouple(app, request);
  return runIntent(await request.formData(), guestIntents(app));
}
