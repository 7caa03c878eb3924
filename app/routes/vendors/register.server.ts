import { redirect } from 'react-router';
import { appContext } from '../../../server/http/router-context';
import { hasRole, withWireNames } from '../../../server/kernel';
import { listServiceLinks } from '../../../server/modules/catalog';
import { claimService, registerVendor } from '../../../server/modules/vendors';
import { redirectSignedIn } from '~/features/accounts/redirect-signed-in.server';
import { formFailure, formFields } from '~/lib/form-errors.server';
import type { Route } from './+types/register';

/** The listing a claim link names, as the page shows it; null when there is none. */
async function claimedListing(app: Parameters<typeof listServiceLinks>[0], serviceId: string | undefined) {
  const id = Number(serviceId);
  if (!Number.isSafeInteger(id) || id <= 0) return null;
  const service = (await listServiceLinks(app, { serviceIds: [id] })).get(id);
  return service ? { serviceId: service.id, name: service.name, path: service.path, owned: service.ownerId !== null } : null;
}

/**
 * /vendors/register and the claim link /service/claim/vendors/register/{serviceId}: a visitor gets
 * the registration form (claiming the listing when the link names one); a signed-in vendor on a
 * claim link gets the short claim form; anyone else signed in goes to their role's home (spec §2).
 */
export async function loadVendorRegister({ context, params }: Route.LoaderArgs) {
  const app = context.get(appContext);
  const listing = 'serviceId' in params ? await claimedListing(app, params.serviceId) : null;
  if (listing && app.viewer && hasRole(app.viewer, 'vendor')) return { mode: 'claim' as const, listing };
  redirectSignedIn(app);
  return { mode: 'register' as const, listing };
}

/** Registration (success: /confirmation?type=1, spec §4) or a signed-in vendor's claim. */
export async function vendorRegisterAction({ request, context }: Route.ActionArgs) {
  const app = context.get(appContext);
  const { intent, ...fields } = formFields(await request.formData());
  try {
    if (intent === 'claim') {
      await withWireNames(fields, (input) => claimService(app, input));
      return { claimed: true as const };
    }
    await withWireNames(fields, (input) => registerVendor(app, input));
    return redirect('/confirmation?type=1');
  } catch (error) {
    return formFailure(error, { values: fields });
  }
}
