import { appContext } from '../../../server/http/router-context';
import { guestList } from '../../../server/modules/guests';
import { guestChoicesOf, viewGuestList } from '~/features/guests/guest-list-view';
import { guestQueryOf } from '~/features/guests/guest-query';
import type { GuestListData } from '~/features/guests/guest-list-page';
import { partnerNames } from '~/features/guests/partner-names';
import { isoDay } from '~/lib/format-date';
import { runIntent } from '~/lib/run-intent.server';
import type { Route } from './+types/guests';
import { guestIntents } from './guest-intents.server';
import { requireCouple } from './require-couple.server';

/**
 * /planning/guests (issue 34): the whole list is read (at most 1,000 guests) and searched, filtered
 * and sorted here, so the page ships only the rows it shows.
 */
export async function loadGuestList({ context, request }: Route.LoaderArgs): Promise<GuestListData> {
  const app = context.get(appContext);
  const couple = requireCouple(app, request);
  const list = await guestList(app);
  const query = guestQueryOf(new URL(request.url).searchParams);
  const choices = guestChoicesOf(list);
  return {
    query,
    view: viewGuestList(list, query),
    events: list.events,
    partners: partnerNames(couple),
    groups: choices.groups,
    mealChoices: choices.meals,
    households: choices.households,
    totalGuests: list.counts.guests,
    counts: list.counts,
    meals: list.meals,
    dietary: list.dietary,
    deleted: list.deleted.map((guest) => ({ id: guest.id, name: `${guest.firstName} ${guest.lastName}`.trim(), deletedOn: isoDay(guest.deletedAt!.toISOString()) })),
  };
}

/** Every change on the page is a plain form posted here (the guest and household pages post their deletes here too). */
export async function guestListAction({ context, request }: Route.ActionArgs) {
  const app = context.get(appContext);
  requireCouple(app, request);
  return runIntent(await request.formData(), guestIntents(app));
}
