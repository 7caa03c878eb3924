import { appContext } from '../../../server/http/router-context';
import { tagPage } from '../../../server/http/page-cache';
import { listCategoryPlaces, type StateWithServices } from '../../../server/modules/catalog';
import { catalogTag } from '../../../server/kernel';
import type { Route } from './+types/sitemap';

export async function loadSitemap({ context }: Route.LoaderArgs) {
  const app = context.get(appContext);
  const entries = await listCategoryPlaces(app, {});
  tagPage(app, catalogTag);
  // Categories with services, each with the countries where it has them (Australia, then New Zealand).
  const categories = new Map<number, { slug: string; pluralName: string; countries: { code: string; name: string; states: StateWithServices[] }[] }>();
  for (const { category, countryCode, countryName, states } of entries) {
    const entry = categories.get(category.id) ?? { slug: category.categorySlug, pluralName: category.pluralName, countries: [] };
    entry.countries.push({ code: countryCode, name: countryName, states });
    categories.set(category.id, entry);
  }
  return { categories: [...categories.values()] };
}
