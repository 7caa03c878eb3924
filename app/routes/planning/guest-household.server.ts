import { appContext } from '../../../server/http/router-context';
import { guestList } from '../../../server/modules/guests';
import type { HouseholdPageData } from '~/features/guests/household-page';
import { guestChoicesOf, viewGuestList } from '~/features/guests/guest-list-view';
import { guestQueryOf } from '~/features/guests/guest-query';
import { partnerNames } from '~/features/guests/partner-names';
import { isoDay } from '~/lib/format-date';
import { notFound } from '~/lib/not-found';
import { runIntent } from '~/lib/run-intent.server';
import type { Route } from './+types/guest-household';
import { guestIntents } from './guest-intents.server';
import { requireCouple } from './require-couple.server';

/** /planning/guests/households/:id (issue 34): one household of the couple's; any other id is the 404 page. */
export async function loadGuestHousehold({ context, request, params }: Route.LoaderArgs): Promise<HouseholdPageData> {
  const app = context.get(appContext);
  const couple = requireCouple(app, request);
  const list = await guestList(app);
  const household = list.households.find((entry) => String(entry.id) === params.id);
  if (!household) notFound();
  const choices = guestChoicesOf(list);
  const rows = viewGuestList(list, guestQueryOf(new URLSearchParams())).households.find((entry) => entry.id === household.id);
  return {
    household: { id: household.id, name: household.name, address: household.address, email: household.email, phone: household.phone },
    rsvp: household.rsvpAnsweredAt ? { answeredOn: isoDay(household.rsvpAnsweredAt.toISOString()), message: household.rsvpMessage } : null,
    guests: rows?.guests ?? [],
    events: list.events,
    partners: partnerNames(couple),
    groups: choices.groups,
    mealChoices: choices.meals,
  };
}

/** The household's forms: its details, a guest to add, a member's delete (deleting the household posts to the list's action). */
export async function guestHouseholdAction({ context, request }: Route.ActionArgs) {
  const app = context.get(appContext);
  requireCouple(app, request);
  return runIntent(await request.formData(), guestIntents(app));
}
