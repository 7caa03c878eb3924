import { appContext } from '../../../server/http/router-context';
import { findReviewTransparency } from '../../../server/modules/reviews';
import type { Route } from './+types/how-reviews-work';

/** The page's figures: this year's, with the score's rules (m and C) as the server states them. */
export async function loadHowReviewsWork({ context }: Route.LoaderArgs) {
  const app = context.get(appContext);
  const transparency = await findReviewTransparency(app, {});
  const lastYear = await findReviewTransparency(app, { year: transparency.year - 1 });
  return { transparency, lastYear };
}
