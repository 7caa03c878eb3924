import { Title } from '@mantine/core';
import { IconPlayerPause, IconPlayerPlay } from '@tabler/icons-react';
import { useState, useSyncExternalStore } from 'react';
import { Link } from 'react-router';
import { featuredCardCount } from '../../shared/catalog/featured';
import { FeaturedServices } from '~/features/catalog/featured-services';
import { StateList } from '~/features/catalog/state-list';
import { DiariesBlock } from '~/features/content/diaries-block';
import { HomeSearchForm } from '~/features/search/home-search-form';
import { useRootData } from '~/lib/root-data';
import type { Route } from './+types/home';
import { loadHome } from './home.server';
import classes from './home.module.css';

export const meta: Route.MetaFunction = () => [
  { title: 'Search & Find Wedding Venues Vendors' },
  {
    name: 'description',
    content: 'Find wedding venues, photographers, florists, celebrants and more across Australia and New Zealand, with real prices and availability.',
  },
];

export const loader = (args: Route.LoaderArgs) => loadHome(args);

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
        <FeaturedServices tabs={loaderData.featuredTabs} initial={loaderData.featured} limit={featuredCardCount} />
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
