// The search module's public surface (the search index and what reads it): adapters and other
// modules import from here only.
export type { FixedSearchScope } from './prepare-search';
export type { SearchMarker } from './list-search-markers';
export { runSearch, type FilterAttribute, type RunSearchResult } from './run-search';
export { runSearchMarkers } from './run-search-markers';
export type { MapBounds, SearchParamsState } from './search-query';
export type { SearchResult } from './search-services';
export { searchStatements } from './search-statements';
// What the catalog's writes call (through ctx.searchIndex) so a search sees a change at once.
export { refreshServiceSearch } from './refresh-service-search';
