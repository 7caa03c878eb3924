import type { RequestContext } from '../../context';
import { attributeGroups } from '../../../shared/catalog/attributes';
import type { AttributeOptions, AttributeType } from '../catalog';
import { parseInput } from '../../kernel';
import { prepareSearch, searchInput, type FixedSearchScope } from './prepare-search';
import { readRecentSearch } from './recent-search-cache';
import type { SearchParamsState } from './search-query';
import { searchServices, type SearchServicesResult } from './search-services';

export type FilterAttribute = { name: string; label: string; type: AttributeType; options: AttributeOptions };

export type RunSearchResult = SearchServicesResult & {
  state: SearchParamsState;
  notices: string[];
  category: { name: string; title: string; pluralName: string; singularName: string };
  /** The category's attributes a couple can filter by, in display order. */
  filters: FilterAttribute[];
  categories: { name: string; title: string; pluralName: string }[];
};

/**
 * A search page's data from its URL: the search prepared, then one page of results. Anyone may
 * search. The same URL within a few seconds gets the same answer (recent-search-cache.ts).
 */
export async function runSearch(ctx: RequestContext, input: unknown): Promise<RunSearchResult> {
  const { params: query, fixed } = parseInput(searchInput, input);
  const params = new URLSearchParams(query);
  const sorted = new URLSearchParams([...params].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
  return readRecentSearch(ctx.db, `${JSON.stringify(fixed ?? null)}?${sorted}`, () => search(ctx, params, fixed));
}

async function search(ctx: RequestContext, params: URLSearchParams, fixed?: FixedSearchScope): Promise<RunSearchResult> {
  const { query, state, notices, categories } = await prepareSearch(ctx, params, fixed);
  const result = await searchServices(ctx, query);
  if (result.pageBeyondLast !== null) {
    notices.push(
      result.moreThanTotal
        ? `Only the first ${result.total.toLocaleString('en-AU')} results can be paged through: showing page ${result.page}. Narrow the search to see others.`
        : `There is no page ${result.pageBeyondLast}: showing page ${result.page}, the last.`,
    );
  }
  state.page = result.page;
  const { category } = query;
  return {
    ...result,
    state,
    notices,
    category: { name: category.name, title: category.title, pluralName: category.pluralName, singularName: category.singularName },
    filters: category.attributes
      .filter((attribute) => attribute.group !== attributeGroups.hidden && attribute.type !== 'radius')
      .map(({ name, label, type, options }) => ({ name, label, type, options })),
    categories: categories.map(({ name, title, pluralName }) => ({ name, title, pluralName })),
  };
}
