import { data } from 'react-router';
import { appContext } from '../../../server/http/router-context';
import { readListingAvailability, regenerateCalendarFeed, setCalendarImport, setServiceUnavailableDates } from '../../../server/modules/catalog';
import { withWireNames } from '../../../server/kernel';
import { formFailure, formFields } from '~/lib/form-errors.server';
import { chosenIntent } from '~/lib/form-intent';
import { requireViewer } from '~/lib/require-viewer.server';
import { editorRead } from './listing-editor.server';
import type { Route } from './+types/listing-availability';

/** The availability step: the vendor's or an administrator's; anyone else sees the 404 page. */
export async function loadListingAvailability({ context, request, params }: Route.LoaderArgs) {
  const app = context.get(appContext);
  requireViewer(app, request, '/vendors/login');
  const listing = await editorRead(readListingAvailability(app, { id: params.id }));
  return { listing: { ...listing, importedAt: listing.importedAt?.toISOString() ?? null } };
}

const intents = { dates: setServiceUnavailableDates, regenerate: regenerateCalendarFeed, import: setCalendarImport } as const;

/**
 * The step's forms, each naming itself in `intent`: the booked days (every marked day as `dates`;
 * without JavaScript, the day clicked as `toggle` marks or clears it among them), the feed, the import.
 */
export async function listingAvailabilityAction({ context, request, params }: Route.ActionArgs) {
  const app = context.get(appContext);
  requireViewer(app, request, '/vendors/login');
  const { intent, toggle, ...fields } = formFields(await request.formData());
  const chosen = chosenIntent(intents, intent);
  if (!chosen) throw data('Unknown form', { status: 400 });
  const useCase: (ctx: typeof app, input: unknown) => Promise<unknown> = intents[chosen];
  // No day marked sends no `dates` at all; one day sends one value.
  const input = { ...fields, id: params.id, ...(intent === 'dates' && { dates: toggled([fields.dates ?? []].flat(), toggle) }) };
  try {
    await withWireNames(input, (wire) => useCase(app, wire));
    return { ok: chosen };
  } catch (error) {
    const failure = formFailure(error);
    return data({ ...failure.data, intent: chosen }, failure.init ?? undefined);
  }
}

/** The marked days with the `toggle` day marked, or cleared when it was marked (checked as dates by the use case). */
function toggled(dates: unknown[], toggle: unknown): unknown[] {
  if (toggle === undefined) return dates;
  return dates.includes(toggle) ? dates.filter((day) => day !== toggle) : [...dates, toggle];
}
