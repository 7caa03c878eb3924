import { appContext } from '../../../server/http/router-context';
import { readReviewEvidence } from '../../../server/modules/reviews';
import { privateDownload } from '~/lib/private-download.server';
import { requireViewer } from '~/lib/require-viewer.server';
import type { Route } from './+types/review-evidence';

/**
 * GET /review-evidence/{id} (issue 32): a review dispute's evidence file, as a download, for
 * administrators and the vendor who sent it (the use case checks). A visitor signs in first and
 * comes back; anyone else gets 404: they learn nothing of it. Never cached, never public.
 */
export async function downloadReviewEvidence({ context, request, params }: Route.LoaderArgs) {
  const app = context.get(appContext);
  requireViewer(app, request);
  return privateDownload(() => readReviewEvidence(app, { id: params.id }));
}
