import { VendorReviewsPage, type VendorReviewsAnswer } from '~/features/review-moderation/vendor-reviews-page';
import { titleWithProduct } from '~/lib/root-data';
import type { Route } from './+types/reviews';
import { loadVendorReviews, vendorReviewsAction } from './reviews.server';

export const meta: Route.MetaFunction = ({ matches }) => [{ title: titleWithProduct(matches, 'Reviews') }, { name: 'robots', content: 'noindex' }];

export const loader = (args: Route.LoaderArgs) => loadVendorReviews(args);
export const action = (args: Route.ActionArgs) => vendorReviewsAction(args);

export default function VendorReviews({ loaderData, actionData }: Route.ComponentProps) {
  return <VendorReviewsPage data={loaderData} answer={actionData as VendorReviewsAnswer} />;
}
