import './search-styles';
import { Button, Title } from '@mantine/core';
import { IconAdjustmentsHorizontal, IconList, IconMap } from '@tabler/icons-react';
import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { Link, useNavigate, useNavigation } from 'react-router';
import type { WishlistFlag } from '../../../server/modules/engagement';
import type { WithReviewScore } from '../../../server/modules/reviews';
import type { RunSearchResult, SearchResult, SearchParamsState } from '../../../server/modules/search';
import { rememberSearchForEnquiry } from '~/features/bookings';
import { ServiceCard } from '~/features/catalog';
import { howReviewsWorkPath } from '~/features/reviews';
import { SearchFilters } from './search-filters';
import { Dialog } from '~/components/dialog';
import { Pagination } from '~/components/pagination';
import { searchStateHref } from './search-state-url';
import classes from './search-page.module.css';

const SearchMap = lazy(() => import('./search-map'));

/** A search's page of results, each with the viewer's heart and the reviews' figures. */
type MarkedSearchResult = Omit<RunSearchResult, 'results'> & { results: (SearchResult & WishlistFlag & WithReviewScore)[] };

type SearchPageProps = {
  data: MarkedSearchResult;
  heading: string;
  /** The path the search state is written onto: /search/ or the place page's own path. */
  pathname: string;
  /** Place pages: the category comes from the path and cannot be changed here. */
  fixedCategory?: boolean;
  /** Place pages: their path's place segment (in-nsw-hunter-valley), which the map's markers need too. */
  placeSegment?: string;
  /** Above the heading: the place page's way back home. */
  before?: ReactNode;
};

/** The query string of /search/markers: the page's search on every page, in one list. */
function markersQueryOf(state: SearchParamsState, placeSegment?: string): string {
  const params = new URL(searchStateHref('/', { ...state, page: 1, view: 'list' }, { withCategory: true }), 'http://localhost').searchParams;
  if (placeSegment) params.set('place', placeSegment);
  return params.toString();
}

/**
 * The layout shared by /search and the category/state/region pages (spec §2): heading, filters
 * (a sidebar, or a modal behind the Filter button on phones), results 12 to a page, or the map.
 */
export function SearchPage({ data, heading, pathname, fixedCategory = false, placeSegment, before }: SearchPageProps) {
  const navigate = useNavigate();
  const navigation = useNavigation();
  const [filtersOpen, setFiltersOpen] = useState(false);
  const { state } = data;
  // An enquiry sent from a listing found here starts from this search's date and guests.
  const { availability, attributes } = state;
  useEffect(() => rememberSearchForEnquiry({ availability, attributes }), [availability, attributes]);
  const href = (next: SearchParamsState) => searchStateHref(pathname, next, { withCategory: !fixedCategory });
  const go = (next: SearchParamsState) => navigate(href(next), { preventScrollReset: true });
  const filters = (
    <SearchFilters state={state} filters={data.filters} categories={fixedCategory ? null : data.categories} onChange={go} />
  );
  const noun = data.total === 1 ? data.category.singularName.toLowerCase() : data.category.pluralName.toLowerCase();
  const found = `${data.moreThanTotal ? 'More than ' : ''}${data.total.toLocaleString('en-AU')} ${noun}`;
  const showMap = state.view === 'map';
  const loading = navigation.state === 'loading';

  return (
    <div className={`content-width ${classes.page}`}>
      {before}
      <header className={classes.header}>
        <Title order={1} className={classes.heading}>
          {heading}
        </Title>
        <p className={classes.count} aria-live="polite">
          {found} found
          {data.pageCount > 1 && !showMap ? ` · page ${data.page} of ${data.pageCount}` : ''}
        </p>
      </header>

      <div className={classes.toolbar}>
        <Button variant="default" leftSection={<IconAdjustmentsHorizontal size={18} aria-hidden="true" />} className={classes.filterButton} onClick={() => setFiltersOpen(true)}>
          Filter
        </Button>
        <Button
          component={Link}
          to={href({ ...state, view: showMap ? 'list' : 'map', bounds: showMap ? null : state.bounds })}
          preventScrollReset
          variant="default"
          leftSection={showMap ? <IconList size={18} aria-hidden="true" /> : <IconMap size={18} aria-hidden="true" />}
        >
          {showMap ? 'Show List' : 'Show Map'}
        </Button>
        <details className={classes.ordering}>
          <summary>How results are ordered</summary>
          <p>
            With a place, the nearest listings come first, in steps of 10 km; within each step, the best reviewed come first (by the published
            score <Link to={howReviewsWorkPath}>How reviews work</Link> explains), then vendors whose business we have verified. A wedding region
            is searched as one area. Without a place, the best reviewed come first, then verified vendors, then the newest listings. Vendors
            cannot pay to be placed higher: subscriptions and add-ons play no part in the order, and neither do the hearts couples give in
            their wishlists.
          </p>
          <p>
            Filters apply only when you set them, however you arrive: the home page, a link or a region&rsquo;s page. The number of guests has
            no default, so venues of every size show until you give one; then only venues that hold that many remain.
          </p>
        </details>
      </div>

      {data.notices.length > 0 && (
        <ul className={classes.notices} role="status">
          {data.notices.map((notice) => (
            <li key={notice}>{notice}</li>
          ))}
        </ul>
      )}

      <div className={classes.body}>
        <aside className={classes.sidebar} aria-label="Filters">
          {filters}
        </aside>
        <section className={classes.results} aria-label="Results" aria-busy={loading}>
          {showMap ? (
            <Suspense fallback={<div className={classes.mapPlaceholder}>Loading the map…</div>}>
              <SearchMap
                markersQuery={markersQueryOf(state, placeSegment)}
                center={state.location && state.geometry}
                bounds={state.bounds && { south: state.bounds[0][0], west: state.bounds[0][1], north: state.bounds[1][0], east: state.bounds[1][1] }}
                onMove={(bounds) => go({ ...state, page: 1, bounds: bounds && [[bounds.south, bounds.west], [bounds.north, bounds.east]] })}
              />
            </Suspense>
          ) : data.results.length === 0 ? (
            <div className={classes.empty}>
              <p>No {data.category.pluralName.toLowerCase()} match this search.</p>
              <p>Try a wider distance, another date or fewer filters.</p>
            </div>
          ) : (
            <>
              <ul className={classes.grid} style={{ opacity: loading ? 0.6 : 1 }}>
                {data.results.map((card) => (
                  <li key={card.id}>
                    <ServiceCard card={card} headingLevel={2} distance={card.distance} />
                  </li>
                ))}
              </ul>
              <Pagination page={data.page} pageCount={data.pageCount} hrefFor={(page) => href({ ...state, page })} />
            </>
          )}
        </section>
      </div>

      <Dialog opened={filtersOpen} onClose={() => setFiltersOpen(false)} title="Filters" fullScreen>
        {filters}
        <Button fullWidth mt="xl" onClick={() => setFiltersOpen(false)}>
          Show {data.moreThanTotal ? `${data.total.toLocaleString('en-AU')}+` : data.total.toLocaleString('en-AU')} {noun}
        </Button>
      </Dialog>
    </div>
  );
}
