import { appContext } from '../../../server/http/router-context';
import { suggestLocalities } from '../../../server/modules/geo/suggest-localities';
import type { Route } from './+types/places';

/**
 * The location autocomplete's suggestions as JSON: /search/places?q=pokol[&country=au]. The same
 * text always gets the same places, so browsers and proxies may keep the answer an hour.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { db } = context.get(appContext);
  const params = new URL(request.url).searchParams;
  const places = await suggestLocalities(db, { text: params.get('q') ?? '', country: params.get('country') ?? undefined });
  return Response.json({ places }, { headers: { 'Cache-Control': 'public, max-age=3600' } });
}
