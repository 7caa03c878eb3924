import { Title } from '@mantine/core';
import { IconPlayerPause, IconPlayerPlay } from '@tabler/icons-react';
import { useState, useSyncExternalStore } from 'react';
import { Link } from 'react-router';
import { appContext } from '../../server/http/router-context';
import { listFeaturedServices } from '../../server/modules/catalog/list-featured-services';
import { markWishlisted } from '../../server/modules/engagement';
import { contentReader } from '../../server/modules/content/content-reader';
import { readPlaceDirectory } from '../../server/modules/geo/list-category-places';
import { heroImages } from '../../server/modules/media/hero-images';
import { FeaturedServices } from '~/features/catalog/featured-services';
import { StateList } from '~/features/catalog/state-list';
import { DiariesBlock, diariesPostCount } from '~/features/content/diaries-block';
import { withPostDates } from '~/features/content/post-dates';
import { HomeSearchForm } from '~/features/search/home-search-form';
import { useRootData } from '~/lib/root-data';
import type { Route } from './+types/home';
import classes from './home.module.css';

/** Cards in the featured carousel. */
const featuredLimit = 8;

export const meta: Route.MetaFunction = () => [
  { title: 'Search & Find Wedding Venues Vendors' },
  {
    name: 'description',
    content: 'Find wedding venues, photographers, florists, celebrants and more across Australia and New Zealand, with real prices and availability.',
  },
];

export async function loader({ context }: Route.LoaderArgs) {
  const app = context.get(appContext);
  const { db } = app;
  const [directory, diaries] = await Promise.all([readPlaceDirectory(db), latestPosts(app)]);
  const featuredTabs = featuredTabOrder(directory.categories);
  const australia = directory.countries.find((country) => country.code === 'au');
  const initialCategory = featuredTabs[0]?.name ?? 'venue';
  return {
    featured: { category: initialCategory, cards: await markWishlisted(app, await listFeaturedServices(app, { category: initialCategory, limit: featuredLimit })) },
    featuredTabs: featuredTabs.map(({ name, title, pluralName }) => ({ name, title, pluralName })),
    australianStates: directory.states
      .filter((state) => state.countryId === australia?.id)
      .map(({ name, stateCode }) => ({ name, stateCode })),
    heroImages: heroImages.map((image) => image.url),
    diaries,
  };
}

/** The blog block's posts (cached by the blog client); an unreachable content service hides the block, never the page. */
async function latestPosts(requestContext: Parameters<typeof contentReader>[0]) {
  try {
    return (await contentReader(requestContext).listPosts({ first: diariesPostCount })).posts.map(withPostDates);
  } catch (error) {
    console.warn('The home page is shown without its blog block:', error);
    return [];
  }
}

/**
 * Spec §2: the featured block opens on the third category, and the photographer tab comes first.
 * In the catalog's order those are the same tab; either way the default is shown first.
 */
function featuredTabOrder<T extends { name: string; order: number }>(categories: T[]): T[] {
  const byOrder = [...categories].sort((a, b) => a.order - b.order);
  const defaultTab = byOrder[2] ?? byOrder[0];
  const photographer = byOrder.find((category) => category.name === 'photographer');
  const first = [defaultTab, photographer].filter((category, index, list): category is T => !!category && list.indexOf(category) === index);
  return [...first, ...byOrder.filter((category) => !first.includes(category))];
}

export default function HomePage({ loaderData }: Route.ComponentProps) {
  const root = useRootData();
  const categories = root?.categories ?? [];
  const [paused, setPaused] = useState(false);

  return (
    <>
      <section className={classes.hero} aria-labelledby="hero-title" data-paused={paused || undefined}>
        <HeroImages urls={loaderData.heroImages} />
        <div className={`content-width ${classes.heroInner}`}>
          <Title order={1} id="hero-title" className={classes.heroTitle}>
            Your dream day starts here
          </Title>
          <p className={classes.heroSubtitle}>Search Now</p>
          <HomeSearchForm categories={categories} />
        </div>
        <button type="button" className={classes.pause} onClick={() => setPaused((value) => !value)} aria-pressed={paused}>
          {paused ? <IconPlayerPlay size={14} aria-hidden="true" /> : <IconPlayerPause size={14} aria-hidden="true" />}
          <span className={classes.pauseLabel}>{paused ? 'Play background' : 'Pause background'}</span>
        </button>
      </section>

      <section className={`content-width ${classes.section}`} aria-labelledby="featured-title">
        <Title order={2} id="featured-title">
          Featured wedding vendors
        </Title>
        <p className={classes.lead}>Verified listings, in a rotation that changes every day. No one pays to be here.</p>
        <FeaturedServices tabs={loaderData.featuredTabs} initial={loaderData.featured} limit={featuredLimit} />
      </section>

      <DiariesBlock posts={loaderData.diaries} appName={root?.appName ?? 'Ever After'} />

      <section className={`content-width ${classes.section} ${classes.belowFold}`} aria-labelledby="states-title">
        <Title order={2} id="states-title">
          Weddings across Australia
        </Title>
        <p className={classes.lead}>Venues and vendors in every state and territory.</p>
        <StateList categories={categories} states={loaderData.australianStates} />
        <p className={classes.newZealand}>
          Marrying across the Tasman? <Link to="/nz">Wedding venues and vendors in New Zealand</Link>
        </p>
      </section>
    </>
  );
}

/**
 * The hero's pictures. The second and third show after 10 and 20 s: fetched once the page has
 * loaded, so they never compete with the first paint; the elements exist from the start to keep
 * the crossfade's timing. A component of its own, so that the load event re-renders only it, not
 * the whole page (which hydration would otherwise render twice).
 */
function HeroImages({ urls }: { urls: string[] }) {
  const pageLoaded = usePageLoaded();
  return (
    <div className={classes.heroImages} aria-hidden="true">
      {urls.map((url, index) => (
        <img
          key={url}
          src={index === 0 || pageLoaded ? url : undefined}
          alt=""
          width={1200}
          height={800}
          className={classes.heroImage}
          fetchPriority={index === 0 ? 'high' : 'low'}
        />
      ))}
    </div>
  );
}

function usePageLoaded(): boolean {
  return useSyncExternalStore(subscribeToPageLoad, () => document.readyState === 'complete', () => false);
}

function subscribeToPageLoad(onChange: () => void): () => void {
  window.addEventListener('load', onChange);
  return () => window.removeEventListener('load', onChange);
}
