import { MyReviewsPage } from '~/features/reviews';
import { titleWithProduct } from '~/lib/root-data';
import type { Route } from './+types/my-reviews';
import { loadMyReviews } from './my-reviews.server';

export const meta: Route.MetaFunction = ({ matches }) => [{ title: titleWithProduct(matches, 'My reviews') }, { name: 'robots', content: 'noindex' }];

export const loader = (args: Route.LoaderArgs) => loadMyReviews(args);

export default function MyReviews({ loaderData }: Route.ComponentProps) {
  return <MyReviewsPage data={loaderData} />;
}
