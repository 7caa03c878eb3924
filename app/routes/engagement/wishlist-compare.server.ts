import { data } from 'react-router';
import { appContext } from '../../../server/http/router-context';
import { compareWishlistServices } from '../../../server/modules/engagement';
import { listReviewScores } from '../../../server/modules/reviews';
import { withReviewScores } from '../../../shared/reviews/card-scores';
import { shownRefusal } from '~/lib/refusal-page.server';
import { requireViewer } from '~/lib/require-viewer.server';
import type { Route } from './+types/wishlist-compare';

/**
 * /wishlist/compare?service=1&service=2: the services ticked on /wishlist, side by side (beyond the
 * spec), each with the couple's own hearts and its reviews' score (one query for them all).
 */
export async function loadComparison({ request, context }: Route.LoaderArgs) {
  const app = context.get(appContext);
  requireViewer(app, request);
  try {
    const comparison = await compareWishlistServices(app, { ids: new URL(request.url).searchParams.getAll('service') });
    const scores = await listReviewScores(app, { serviceIds: comparison.services.map((service) => service.id) });
    return { problem: null, comparison: { ...comparison, services: withReviewScores(comparison.services, scores) } };
  } catch (error) {
    const { message, status } = shownRefusal(error);
    return data({ problem: message, comparison: null }, { status });
  }
}
