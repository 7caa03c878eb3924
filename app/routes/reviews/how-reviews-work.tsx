import { HowReviewsWork } from '~/features/reviews';
import { titleWithProduct } from '~/lib/root-data';
import type { Route } from './+types/how-reviews-work';
import { loadHowReviewsWork } from './how-reviews-work.server';

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: titleWithProduct(matches, 'How reviews work') },
  { name: 'description', content: 'Who may review a wedding business, what is shown and when, how the score is counted, how disputes are decided, and this year’s figures.' },
];

export const loader = (args: Route.LoaderArgs) => loadHowReviewsWork(args);

export default function HowReviewsWorkPage({ loaderData }: Route.ComponentProps) {
  return <HowReviewsWork transparency={loaderData.transparency} lastYear={loaderData.lastYear} />;
}
