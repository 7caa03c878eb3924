import { appContext } from '../../../server/http/router-context';
import { tagPage } from '../../../server/http/page-cache';
import { findCategoryBySlug, listCategoryPlaces } from '../../../server/modules/catalog';
import { findPlace } from '../../../server/modules/geo';
import { categoryBannerUrl } from '../../../server/media';
import { categoryTag, listTag, serviceTag } from '../../../server/kernel';
import { runSearch } from '../../../server/modules/search';
import { countryNames } from '../../../shared/geo/country-code';
import { redirectPastLastPage } from '~/lib/last-page-redirect';
import { notFound } from '~/lib/not-found';
import { parsePlaceParam } from '~/lib/place-param';
import { withHeartsAndScores } from '../../../server/http/shown-cards';
import type { Route } from './+types/category-place';

/**
 * /{category}/{country} is the category landing; /{category}/in-{state} and
 * /{category}/in-{state}-{region} are place searches. Route patterns cannot match the "in-" prefix,
 * so one route receives all three and tells them apart here.
 */
export async function loadCategoryPlace({ params, request, context }: Route.LoaderArgs) {
  const app = context.get(appContext);
  const url = new URL(request.url);
  const slug = url.pathname.split('/')[1];
  if (slug.length > 100 || (params.place ?? '').length > 120) notFound();
  const category = await findCategoryBySlug(app, { slug });
  if (!category) notFound();
  const placeParam = parsePlaceParam(params.place);
  if (placeParam.kind === 'country') {
    const { countryCode } = placeParam;
    const [places] = await listCategoryPlaces(app, { countryCode, categoryId: category.id });
    tagPage(app, categoryTag(category.id));
    return {
      kind: 'landing' as const,
      category,
      countryCode,
      placeName: countryNames[countryCode],
      banner: categoryBannerUrl(category.name),
      states: places?.states ?? [],
      services: places?.services ?? 0,
    };
  }
  const place = await findPlace(app, { stateCode: placeParam.stateCode, regionLink: placeParam.regionLink });
  if (!place) notFound();
  const search = await runSearch(app, {
    params: url.search,
    fixed: { categoryName: category.name, stateId: place.state.id, regionId: place.region?.id ?? null },
  });
  redirectPastLastPage(url, search);
  tagPage(app, listTag(category.id, place.state.id), ...search.results.map((card) => serviceTag(card.id)));
  return {
    kind: 'search' as const,
    category,
    placeName: place.region?.name ?? place.state.name,
    placeSegment: params.place!,
    search: { ...search, results: await withHeartsAndScores(app, search.results) },
  };
}
