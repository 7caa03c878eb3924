import { appContext } from '../../../server/http/router-context';
import { tagPage } from '../../../server/http/page-cache';
import { listRegionCategories } from '../../../server/modules/catalog';
import { placeTag } from '../../../server/kernel';
import { notFound } from '~/lib/not-found';
import type { Route } from './+types/place';

/** /{state}/{region}: the categories with services in a region, with counts, linking to their search. */
export async function loadPlace({ params, context }: Route.LoaderArgs) {
  if (params.state.length > 8 || params.region.length > 120) notFound();
  const app = context.get(appContext);
  const found = await listRegionCategories(app, { stateCode: params.state, regionLink: params.region });
  if (!found) notFound();
  const { place, categories } = found;
  tagPage(app, placeTag(place.state.id));
  const stateCode = place.state.stateCode.toLowerCase();
  return {
    regionName: place.region.name,
    stateName: place.state.name,
    countryCode: place.country.code,
    countryName: place.country.name,
    categories: categories.map(({ category, services }) => ({
      id: category.id,
      pluralName: category.pluralName,
      icon: category.icon,
      services,
      link: `/${category.categorySlug}/in-${stateCode}-${place.region.link}`,
    })),
  };
}
