import { roleOf, type Viewer } from '../../kernel';

/** The subscribers' addresses are personal data: only administrators may export them. */
export function mayExportSubscribers(viewer: Pick<Viewer, 'roles'>): boolean {
  return roleOf(viewer) === 'administrator';
}
