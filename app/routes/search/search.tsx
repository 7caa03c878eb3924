import { SearchPage } from '~/features/search/search-page';
import { titleWithProduct } from '~/lib/root-data';
import type { Route } from './+types/search';
import { loadSearch } from './search.server';

export const loader = (args: Route.LoaderArgs) => loadSearch(args);

/** Spec §2: 'Wedding Venues', with ' - {location}' when a location is set. */
function headingOf(data: Route.ComponentProps['loaderData']): string {
  const location = data.state.location?.location;
  return location ? `${data.category.pluralName} - ${location}` : data.category.pluralName;
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  if (!loaderData) return [];
  return [
    { title: titleWithProduct(matches, headingOf(loaderData)) },
    // Shown when the page is shared in a message or a social post.
    { name: 'description', content: 'Search wedding venues and vendors across Australia and New Zealand by place, date, guests and price.' },
    // Endless filter combinations are not pages for search engines; the place pages are.
    { name: 'robots', content: 'noindex, follow' },
  ];
};

export default function Search({ loaderData }: Route.ComponentProps) {
  return <SearchPage data={loaderData} heading={headingOf(loaderData)} pathname="/search/" />;
}
