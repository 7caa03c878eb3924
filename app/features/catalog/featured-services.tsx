import { Loader } from '@mantine/core';
import { useEffect, useState } from 'react';
import type { ServiceCardData } from '../../../server/modules/catalog';
import type { WishlistFlag } from '../../../server/modules/engagement';
import type { WithReviewScore } from '../../../server/modules/reviews';
import { Tabs } from '~/components/tabs';
import { queryGraphQL } from '~/lib/graphql-client';
import { ServiceCarousel } from './service-carousel';
import classes from './featured-services.module.css';

type CategoryTab = { name: string; title: string; pluralName: string };

const featuredQuery = `query Featured($category: String!, $limit: Int) {
  getFeaturedServicesByCategory(category: $category, limit: $limit) {
    id name slug path shortAddress regionName stateCode stateName countryName categoryId categoryName categoryTitle isVendorVerified
    inWishlist images { url alt } primaryAttributes { name label value } reviewScore { count average }
  }
}`;

type FeaturedCard = ServiceCardData & WishlistFlag & WithReviewScore;
type FeaturedResult = { getFeaturedServicesByCategory: FeaturedCard[] };

/**
 * The home page's featured block (spec §2): category tabs and a carousel of verified services. The
 * first tab's cards come with the page; another tab's are fetched when chosen, with a loader meanwhile.
 */
export function FeaturedServices({ tabs, initial, limit }: { tabs: CategoryTab[]; initial: { category: string; cards: FeaturedCard[] }; limit: number }) {
  const [active, setActive] = useState(initial.category);
  const [cardsByCategory, setCardsByCategory] = useState<Record<string, FeaturedCard[] | 'error'>>({ [initial.category]: initial.cards });
  const cards = cardsByCategory[active];

  useEffect(() => {
    if (cards !== undefined) return;
    const abort = new AbortController();
    queryGraphQL<FeaturedResult>(featuredQuery, { category: active, limit }, abort.signal)
      .then((data) => setCardsByCategory((current) => ({ ...current, [active]: data.getFeaturedServicesByCategory })))
      .catch((error: unknown) => {
        if (!abort.signal.aborted) setCardsByCategory((current) => ({ ...current, [active]: 'error' }));
        if (!abort.signal.aborted) console.warn('Featured services could not be loaded', error);
      });
    return () => abort.abort();
  }, [active, cards, limit]);

  const activeTab = tabs.find((tab) => tab.name === active);
  return (
    <Tabs
      tabs={tabs.map((tab) => ({ value: tab.name, label: tab.title }))}
      value={active}
      onChange={setActive}
      variant="pills"
      keepMounted={false}
      listClassName={classes.tabs}
      panelClassName={classes.panel}
      panel={() =>
        cards === undefined ? (
          <div className={classes.loading} role="status">
            <Loader color="rose.8" size="md" aria-hidden="true" />
            <span>Loading featured {activeTab?.pluralName.toLowerCase()}…</span>
          </div>
        ) : cards === 'error' ? (
          <p className={classes.message} role="alert">
            Featured {activeTab?.pluralName.toLowerCase()} could not be loaded. Please try again.
          </p>
        ) : cards.length === 0 ? (
          <p className={classes.message}>No verified {activeTab?.pluralName.toLowerCase()} yet.</p>
        ) : (
          <ServiceCarousel cards={cards} label={`Featured ${activeTab?.pluralName ?? ''}`} />
        )
      }
    />
  );
}
