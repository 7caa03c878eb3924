import { data } from 'react-router';
import { appContext } from '../../../server/http/router-context';
import { withWireNames } from '../../../server/kernel';
import { guestList, regenerateRsvpCode, resolveRsvp, rsvpInbox, setRsvpSettings } from '../../../server/modules/guests';
import type { CoupleRsvpData } from '~/features/planning/guests-rsvp-page';
import { formatLongDate } from '~/lib/format-date';
import { runIntent } from '~/lib/run-intent.server';
import type { Route } from './+types/guests-rsvp';
import { requireCouple } from './require-couple.server';

/** /planning/guests/rsvp (issue 34): the couple's RSVP link and its settings, the notes of people not found, and the latest answers. */
export async function loadCoupleRsvp({ context, request }: Route.LoaderArgs): Promise<CoupleRsvpData> {
  const app = context.get(appContext);
  requireCouple(app, request);
  const [list, inbox] = await Promise.all([guestList(app), rsvpInbox(app)]);
  const people = list.households.flatMap((household) => household.guests.map((guest) => ({ guest, household: household.name })));
  const nameOf = new Map(people.map(({ guest }) => [guest.id, `${guest.firstName} ${guest.lastName}`.trim()]));
  return {
    rsvpUrl: `${app.publicUrl}/rsvp/${list.rsvpCode}`,
    message: list.rsvpMessage,
    cutoff: list.rsvpCutoff,
    mealOptions: list.mealOptions,
    // For "Match to": every guest, by last name, with their household to tell namesakes apart.
    guests: people
      .sort((a, b) => a.guest.lastName.localeCompare(b.guest.lastName, 'en') || a.guest.firstName.localeCompare(b.guest.firstName, 'en'))
      .map(({ guest, household }) => ({ id: guest.id, label: `${guest.lastName ? `${guest.lastName}, ` : ''}${guest.firstName} (${household})` })),
    inbox: inbox.map((entry) => ({
      id: entry.id,
      name: `${entry.firstName} ${entry.lastName}`.trim(),
      email: entry.email,
      note: entry.note,
      received: formatLongDate(entry.createdAt.toISOString()),
      resolution: entry.resolution,
      resolved: entry.resolvedAt ? formatLongDate(entry.resolvedAt.toISOString()) : null,
      guestName: entry.guestId === null ? null : (nameOf.get(entry.guestId) ?? null),
    })),
    answers: list.households
      .filter((household) => household.rsvpAnsweredAt !== null)
      .sort((a, b) => b.rsvpAnsweredAt!.getTime() - a.rsvpAnsweredAt!.getTime())
      .slice(0, 20)
      .map((household) => ({ id: household.id, name: household.name, answered: formatLongDate(household.rsvpAnsweredAt!.toISOString()), message: household.rsvpMessage })),
  };
}

/** One meal a line, as the settings form's box holds them. */
const mealLines = (value: unknown) => (typeof value === 'string' ? value.split(/\r?\n/) : value);

/** The page's plain forms: the settings, a new link, and each note's match, add or dismiss. */
export async function coupleRsvpAction({ context, request }: Route.ActionArgs) {
  const app = context.get(appContext);
  requireCouple(app, request);
  return runIntent(await request.formData(), {
    settings: async (fields, form) => {
      await withWireNames({ message: fields.message, cutoff: fields.cutoff, meal_options: mealLines(fields.meal_options) }, (input) => setRsvpSettings(app, input));
      return data({ done: form.formId });
    },
    regenerate: async (_fields, form) => {
      await regenerateRsvpCode(app);
      return data({ done: form.formId });
    },
    resolve: async (fields, form) => {
      // The button's field is `resolution`: a form field named "action" would hide the form's own action in the DOM.
      await withWireNames({ id: fields.id, action: fields.resolution, guest_id: fields.resolution === 'match' ? fields.guest_id : undefined }, (input) => resolveRsvp(app, input));
      return data({ done: form.formId });
    },
  });
}
