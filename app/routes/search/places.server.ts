import { appContext } from '../../../server/http/router-context';
import { suggestPlaces } from '../../../server/modules/geo';
import { readOr } from '~/lib/refusal-page.server';
import type { Route } from './+types/places';

/**
 * The location autocomplete's suggestions as JSON (wedding regions first, then towns and suburbs):
 * /search/places?q=pokol[&country=au]. The same
 * text always gets the same places, so browsers and proxies may keep the answer an hour; text that
 * names no place gets none.
 */
export async function loadPlaces({ request, context }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  const places = await readOr(suggestPlaces(context.get(appContext), { text: params.get('q') ?? '', country: params.get('country') }), []);
  return Response.json({ places }, { headers: { 'Cache-Control': 'public, max-age=3600' } });
}
