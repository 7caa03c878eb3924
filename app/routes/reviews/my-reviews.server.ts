import { appContext } from '../../../server/http/router-context';
import { roleOf } from '../../../server/kernel';
import { listMyReviews } from '../../../server/modules/reviews';
import type { MyReviewsData } from '~/features/reviews';
import { loginRedirect } from '~/lib/login-redirect';
import { requireViewer } from '~/lib/require-viewer.server';
import type { Route } from './+types/my-reviews';

/**
 * /my-reviews (issue 32): a couple's reviews and the businesses they may still review. Visitors sign
 * in first and come back; vendors and administrators write no reviews, so they go to the reviews
 * they answer or decide.
 */
export async function loadMyReviews({ context, request }: Route.LoaderArgs): Promise<MyReviewsData> {
  const app = context.get(appContext);
  const role = roleOf(requireViewer(app, request));
  if (role !== 'user') throw loginRedirect({ administrator: '/admin/reviews', vendor: '/vendors/reviews', default: '/' }, role);
  const mine = await listMyReviews(app);
  return {
    reviews: mine.reviews.map((review) => ({
      id: review.id,
      listing: { name: review.serviceName, path: review.path, page: review.listingPage },
      status: review.status,
      removalLine: review.removalLine,
      rating: review.rating,
      title: review.title,
      body: review.body,
      sourceLine: review.sourceLine,
      written: review.createdAt.toISOString(),
      edited: review.editedAt?.toISOString() ?? null,
      reply: review.reply ? { body: review.reply.body, written: review.reply.createdAt.toISOString(), edited: review.reply.editedAt?.toISOString() ?? null } : null,
      canEdit: review.viewer.canEdit,
    })),
    toReview: mine.toReview.map(({ serviceId, serviceName, path, sourceLine }) => ({ serviceId, name: serviceName, path, sourceLine })),
  };
}
