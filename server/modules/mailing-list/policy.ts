import { roleOf, type Viewer } from '../accounts/viewer';

/** The subscribers' addresses are personal data: only administrators may export them. */
export function mayExportSubscribers(viewer: Pick<Viewer, 'roles' | 'isVendor'>): boolean {
  return roleOf(viewer) === 'administrator';
}
