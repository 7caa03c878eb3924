import { appContext } from '../../../server/http/router-context';
import { findPlace } from '../../../server/modules/geo';
import { runSearchMarkers, type FixedSearchScope } from '../../../server/modules/search';
import { parsePlaceParam } from '~/lib/place-param';
import { shownRefusal } from '~/lib/refusal-page.server';
import type { Route } from './+types/markers';

/**
 * The search map's markers as JSON, for the same URL parameters as the search page. A place page's
 * map adds `place=in-{state}[-{region}]`, the segment of its own path.
 */
export async function loadMarkers({ request, context }: Route.LoaderArgs) {
  const app = context.get(appContext);
  const params = new URL(request.url).searchParams;
  const placeSegment = params.get('place');
  params.delete('place');
  let fixed: FixedSearchScope | undefined;
  const parsed = placeSegment ? parsePlaceParam(placeSegment) : null;
  if (parsed?.kind === 'place') {
    // Longer than any place page's segment: no such place.
    const place = placeSegment!.length > 120 ? null : await findPlace(app, { stateCode: parsed.stateCode, regionLink: parsed.regionLink });
    if (!place) return Response.json({ markers: [] }, { status: 404 });
    fixed = { categoryName: (params.get('category') ?? 'venue').slice(0, 100), stateId: place.state.id, regionId: place.region?.id ?? null };
  }
  try {
    const markers = await runSearchMarkers(app, { params: params.toString(), fixed });
    return Response.json({ markers }, { headers: { 'Cache-Control': 'private, max-age=60' } });
  } catch (error) {
    // A refusal (a site with no categories yet, parameters longer than any URL) answers in words, without markers.
    const { message, status } = shownRefusal(error);
    return Response.json({ markers: [], message }, { status });
  }
}
