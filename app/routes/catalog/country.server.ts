import { appContext } from '../../../server/http/router-context';
import { tagPage } from '../../../server/http/page-cache';
import { listCategoryPlaces } from '../../../server/modules/catalog';
import { catalogTag } from '../../../server/kernel';
import type { Route } from './+types/country';

// One module for /au and /nz: the path says which.
export async function loadCountry({ request, context }: Route.LoaderArgs) {
  const app = context.get(appContext);
  const countryCode = new URL(request.url).pathname.startsWith('/nz') ? 'nz' : 'au';
  const categories = await listCategoryPlaces(app, { countryCode });
  tagPage(app, catalogTag);
  return {
    countryCode,
    countryName: countryCode === 'nz' ? 'New Zealand' : 'Australia',
    categories: categories.map(({ category, states, services }) => ({
      id: category.id,
      categorySlug: category.categorySlug,
      pluralName: category.pluralName,
      icon: category.icon,
      services,
      states,
    })),
  };
}
