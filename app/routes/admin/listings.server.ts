import { redirectDocument } from 'react-router';
import { createService, hideListing, listAllListings, listCategories, setListingVerified, unhideListing } from '../../../server/modules/catalog';
import { formatDateTime } from '~/lib/format-date';
import type { Route } from './+types/listings';
import { adminAction, adminContext, adminRead, searchInput } from './admin.server';

/** Every listing (?q=, ?status=, ?category=, ?place=, ?owner=, ?sort=, ?dir=, ?page=). */
export async function loadListings(args: Route.LoaderArgs) {
  const app = adminContext(args);
  const query = searchInput(args.request);
  const [listings, categories] = await adminRead(() => Promise.all([listAllListings(app, query), listCategories(app)]));
  return {
    query: { q: query.q, status: query.status, category: query.category, place: query.place, owner: query.owner, sort: query.sort ?? 'updated', dir: (query.dir ?? 'desc') as 'asc' | 'desc' },
    categories: Object.fromEntries(categories.map((category) => [category.name, category.title])),
    categoryIds: Object.fromEntries(categories.map((category) => [String(category.id), category.title])),
    listings: { ...listings, rows: listings.rows.map(({ updatedAt, createdAt, ...listing }) => ({ ...listing, updated: formatDateTime(updatedAt), created: formatDateTime(createdAt) })) },
  };
}

export async function listingsAction(args: Route.ActionArgs) {
  let created: number | null = null;
  const result = await adminAction(args, {
    hide: async (app, fields) => (await hideListing(app, fields), 'The listing is hidden.'),
    unhide: async (app, fields) => (await unhideListing(app, fields), 'The listing shows again (unless something else holds it).'),
    verified: async (app, fields) => ((await setListingVerified(app, fields)).verified ? 'Marked verified.' : 'No longer marked verified.'),
    create: async (app, fields) => {
      created = (await createService(app, fields)).id;
      return 'Created.';
    },
  });
  // A new unclaimed listing opens in the listing editor (the vendor area loads as a whole page).
  if (created !== null) throw redirectDocument(`/vendors/services/${created}/details`);
  return result;
}
