import { appContext } from '../../../server/http/router-context';
import { findPlace } from '../../../server/modules/geo/find-place';
import type { FixedSearchScope } from '../../../server/modules/search/prepare-search';
import { runSearchMarkers } from '../../../server/modules/search/run-search-markers';
import { parsePlaceParam } from '~/lib/place-param';
import type { Route } from './+types/markers';

/**
 * The search map's markers as JSON, for the same URL parameters as the search page. A place page's
 * map adds `place=in-{state}[-{region}]`, the segment of its own path.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { db } = context.get(appContext);
  const params = new URL(request.url).searchParams;
  const placeSegment = params.get('place');
  params.delete('place');
  let fixed: FixedSearchScope | undefined;
  const parsed = placeSegment ? parsePlaceParam(placeSegment) : null;
  if (parsed?.kind === 'place') {
    const place = await findPlace(db, parsed.stateCode, parsed.regionLink);
    if (!place) return Response.json({ markers: [] }, { status: 404 });
    fixed = { categoryName: params.get('category') ?? 'venue', stateId: place.state.id, regionId: place.region?.id ?? null };
  }
  const markers = await runSearchMarkers(db, params, fixed);
  return Response.json({ markers }, { headers: { 'Cache-Control': 'private, max-age=60' } });
}
