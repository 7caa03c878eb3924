import type { SearchParamsState } from '../../../server/modules/search';

/**
 * The URL of a search state in spec §7's parameter formats, so a link reproduces the search:
 * category={name}, {attribute}={JSON}, location={JSON}, geometry={JSON}, availability=YYYY-MM-DD,
 * then our own bounds, page (when not 1) and view=map. Place pages leave the category out: their
 * path holds it.
 */
export function searchStateHref(pathname: string, state: SearchParamsState, options: { withCategory: boolean }): string {
  const params = new URLSearchParams();
  if (options.withCategory) params.set('category', state.category);
  for (const [name, value] of Object.entries(state.attributes)) {
    params.set(name, typeof value === 'string' ? value : JSON.stringify(value));
  }
  if (state.location) params.set('location', JSON.stringify(state.location));
  if (state.location && state.geometry) params.set('geometry', JSON.stringify(state.geometry));
  if (state.availability) params.set('availability', state.availability);
  if (state.bounds) params.set('bounds', JSON.stringify(state.bounds));
  if (state.page > 1) params.set('page', String(state.page));
  if (state.view === 'map') params.set('view', 'map');
  const query = params.toString();
  return query ? `${pathname}?${query}` : pathname;
}

/** A state change that starts again from the first page, as any new filter does. */
export function withFilters(state: SearchParamsState, change: Partial<SearchParamsState>): SearchParamsState {
  return { ...state, ...change, page: 1 };
}
