import { hasRole, notAllowed, type Viewer } from '../../kernel';

/** Who may do what in the platform module: settings, error reports, job leases, maintenance mode. */

/** Work only the server itself does (a background job's lease, reading every setting): refused to anyone signed in. */
export function requireServer(viewer: Viewer | null): void {
  if (viewer) throw notAllowed();
}

/**
 * While the site is in maintenance, a signed-in administrator still sees all of it (to check it,
 * and to switch the mode off again); everyone else gets the maintenance page.
 */
export function passesMaintenance(viewer: Viewer | null): boolean {
  return hasRole(viewer, 'administrator');
}
