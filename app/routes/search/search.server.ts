import { appContext } from '../../../server/http/router-context';
import { runSearch } from '../../../server/modules/search';
import { redirectPastLastPage } from '~/lib/last-page-redirect';
import { withHeartsAndScores } from '../../../server/http/shown-cards';
import type { Route } from './+types/search';

export async function loadSearch({ request, context }: Route.LoaderArgs) {
  const app = context.get(appContext);
  const url = new URL(request.url);
  const search = await runSearch(app, { params: url.search });
  redirectPastLastPage(url, search);
  return { ...search, results: await withHeartsAndScores(app, search.results) };
}
