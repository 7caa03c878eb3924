import { appContext } from '../../../server/http/router-context';
import { readVendorDocument } from '../../../server/modules/vendors';
import { privateDownload } from '~/lib/private-download.server';
import { requireViewer } from '~/lib/require-viewer.server';
import type { Route } from './+types/document';

/**
 * GET /vendors/documents/{id}: a verification document, as a download, for its vendor and
 * administrators. A visitor signs in first and comes back (as /admin/subscribers.csv does);
 * anyone else gets the refusal's status, 404 for a stranger: they learn nothing of it.
 */
export async function downloadVendorDocument({ context, request, params }: Route.LoaderArgs) {
  const app = context.get(appContext);
  requireViewer(app, request, '/vendors/login');
  return privateDownload(() => readVendorDocument(app, { id: params.id }));
}
