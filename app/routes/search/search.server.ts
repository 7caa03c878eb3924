import { appContext } from '../../../server/http/router-context';
import { runSearch } from '../../../server/modules/search';
import { redirectPastLastPage } from '~/lib/last-page-redirect';
import { readOr404 } from '~/lib/refusal-page.server';
import { withHeartsAndScores } from '../../../server/http/shown-cards';
import type { Route } from './+types/search';

export async function loadSearch({ request, context }: Route.LoaderArgs) {
  const app = context.get(appContext);
  const url = new URL(request.url);
  // A site with no categories yet has nothing to search: the 404 page, not a server error.
  const search = await readOr404(runSearch(app, { params: url.search }), { badInput: 'refused' });
  redirectPastLastPage(url, search);
  return { ...search, results: await withHeartsAndScores(app, search.results) };
}
