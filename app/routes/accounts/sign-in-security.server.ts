import { redirect, redirectDocument } from 'react-router';
import { appContext } from '../../../server/http/router-context';
import { changeSignInSecurity } from '~/features/accounts/security/sign-in-security.server';
import { formFields } from '~/lib/form-errors.server';
import { needsFullReload } from '~/lib/login-redirect';
import type { Route } from './+types/sign-in-security';

/** The profile's sessions and passkeys forms post here; then back to the profile (or to /login after signing this browser out). */
export async function signInSecurityAction({ request, context }: Route.ActionArgs) {
  const { to } = await changeSignInSecurity(context.get(appContext), formFields(await request.formData()));
  return needsFullReload(to) ? redirectDocument(to) : redirect(to);
}
