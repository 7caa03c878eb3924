import { appContext } from '../../../server/http/router-context';
import { readListingAvailability, regenerateCalendarFeed, setCalendarImport, setServiceUnavailableDates } from '../../../server/modules/catalog';
import type { RequestContext } from '../../../server/context';
import { withWireNames } from '../../../server/kernel';
import type { formFields } from '~/lib/form-errors.server';
import { readOr404 } from '~/lib/refusal-page.server';
import { requireViewer } from '~/lib/require-viewer.server';
import { runIntent, type PostedForm } from '~/lib/run-intent.server';
import type { Route } from './+types/listing-availability';

/** The availability step: the vendor's or an administrator's; anyone else sees the 404 page. */
export async function loadListingAvailability({ context, request, params }: Route.LoaderArgs) {
  const app = context.get(appContext);
  requireViewer(app, request, '/vendors/login');
  const listing = await readOr404(readListingAvailability(app, { id: params.id }));
  return { listing: { ...listing, importedAt: listing.importedAt?.toISOString() ?? null } };
}

type UseCase = (ctx: RequestContext, input: unknown) => Promise<unknown>;

/**
 * The step's forms, each naming itself in `intent`: the booked days (every marked day as `dates`;
 * without JavaScript, the day clicked as `toggle` marks or clears it among them), the feed, the import.
 */
export async function listingAvailabilityAction({ context, request, params }: Route.ActionArgs) {
  const app = context.get(appContext);
  requireViewer(app, request, '/vendors/login');
  const save = (useCase: UseCase) => async ({ toggle, ...fields }: ReturnType<typeof formFields>, { intent }: PostedForm) => {
    // No day marked sends no `dates` at all; one day sends one value.
    const input = { ...fields, id: params.id, ...(intent === 'dates' && { dates: toggled([fields.dates ?? []].flat(), toggle) }) };
    await withWireNames(input, (wire) => useCase(app, wire));
    return { ok: intent };
  };
  return runIntent(await request.formData(), { dates: save(setServiceUnavailableDates), regenerate: save(regenerateCalendarFeed), import: save(setCalendarImport) });
}

/** The marked days with the `toggle` day marked, or cleared when it was marked (checked as dates by the use case). */
function toggled(dates: unknown[], toggle: unknown): unknown[] {
  if (toggle === undefined) return dates;
  return dates.includes(toggle) ? dates.filter((day) => day !== toggle) : [...dates, toggle];
}
