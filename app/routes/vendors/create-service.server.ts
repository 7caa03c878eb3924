import { redirect } from 'react-router';
import { appContext } from '../../../server/http/router-context';
import { roleOf, withWireNames } from '../../../server/kernel';
import { createService, listCategories } from '../../../server/modules/catalog';
import { findVendorProfile } from '../../../server/modules/vendors';
import { roleHomes } from '../../../shared/accounts/login-destination';
import { stepUrl } from '~/features/listing-editor';
import { formFailure, formFields } from '~/lib/form-errors.server';
import { loginRedirect } from '~/lib/login-redirect';
import { readOr } from '~/lib/refusal-page.server';
import { requireViewer } from '~/lib/require-viewer.server';
import type { Route } from './+types/create-service';

/** The first step of a new listing: vendors only; `?category=` (a name or slug) preselects the category. */
export async function loadCreateService({ context, request }: Route.LoaderArgs) {
  const app = context.get(appContext);
  const viewer = requireViewer(app, request, '/vendors/login');
  if (roleOf(viewer) !== 'vendor') throw loginRedirect(roleHomes, roleOf(viewer));
  const wanted = new URL(request.url).searchParams.get('category');
  const categories = await listCategories(app);
  const chosen = categories.find((category) => category.name === wanted || category.categorySlug === wanted);
  return { categories: Object.fromEntries(categories.map((category) => [String(category.id), category.title])), categoryId: chosen?.id ?? categories[0].id };
}

/** Saves the draft (in the vendor's business country) and opens its details step. */
export async function createServiceAction({ context, request }: Route.ActionArgs) {
  const app = context.get(appContext);
  const viewer = requireViewer(app, request, '/vendors/login');
  // A vendor without a business (or anyone else, whom createService refuses) drafts in Australia.
  const profile = await readOr(findVendorProfile(app, { userId: viewer.id }), null);
  const fields = formFields(await request.formData());
  try {
    const { id } = await withWireNames({ category_id: fields.category_id, name: fields.name, country_code: profile?.businessCountry ?? 'au' }, (input) => createService(app, input));
    return redirect(stepUrl(id, 'details'));
  } catch (error) {
    return formFailure(error, { values: fields });
  }
}
