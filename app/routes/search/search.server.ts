import { appContext } from '../../../server/http/router-context';
import { findWishlistedIds } from '../../../server/modules/engagement';
import { runSearch } from '../../../server/modules/search';
import { markWishlisted } from '../../../shared/engagement/wishlist-flags';
import { redirectPastLastPage } from '~/lib/last-page-redirect';
import type { Route } from './+types/search';

export async function loadSearch({ request, context }: Route.LoaderArgs) {
  const app = context.get(appContext);
  const url = new URL(request.url);
  const search = await runSearch(app, { params: url.search });
  redirectPastLastPage(url, search);
  return { ...search, results: markWishlisted(search.results, await findWishlistedIds(app, { serviceIds: search.results.map((card) => card.id) })) };
}
