import { redirect, redirectDocument } from 'react-router';
import { loginRedirectPath, type LoginRedirectTarget, type ViewerRole } from '../../shared/accounts/login-destination';

/** The administrator and vendor areas load as whole documents (spec §2, §6). */
export function needsFullReload(path: string): boolean {
  return /^\/(admin|vendors)(\/|\?|#|$)/.test(path);
}

/** Spec §2's login redirect: a document load into /admin and /vendors, a client navigation elsewhere. */
export function loginRedirect(target: LoginRedirectTarget, role: ViewerRole, init?: ResponseInit): Response {
  const path = loginRedirectPath(target, role);
  return needsFullReload(path) ? redirectDocument(path, init) : redirect(path, init);
}
