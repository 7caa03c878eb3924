import { tagPage } from '../../server/http/page-cache';
import { appContext } from '../../server/http/router-context';
import type { HttpRequestContext } from '../../server/context';
import { listFeaturedServices, readPlaceDirectory } from '../../server/modules/catalog';
import { readPosts } from '../../server/modules/content';
import { heroImages } from '../../server/media';
import { catalogTag, contentTag, serviceTag } from '../../server/kernel';
import { featuredCardCount } from '../../shared/catalog/featured';
import { diariesPostCount } from '~/features/content/diaries-block';
import { withPostDates } from '~/features/content/post-dates';
import { withHeartsAndScores } from '../../server/http/shown-cards';
import type { Route } from './+types/home';

export async function loadHome({ context }: Route.LoaderArgs) {
  const app = context.get(appContext);
  const [directory, diaries] = await Promise.all([readPlaceDirectory(app), latestPosts(app)]);
  const featuredTabs = featuredTabOrder(directory.categories);
  const australia = directory.countries.find((country) => country.code === 'au');
  const initialCategory = featuredTabs[0]?.name ?? 'venue';
  const featured = await listFeaturedServices(app, { category: initialCategory, limit: featuredCardCount });
  const cards = await withHeartsAndScores(app, featured);
  // The featured cards (their reviews' figures too: a review purges its listing's tag) and states
  // sum up the catalog; the Diaries block shows posts.
  tagPage(app, catalogTag, contentTag, ...cards.map((card) => serviceTag(card.id)));
  return {
    featured: { category: initialCategory, cards },
    featuredTabs: featuredTabs.map(({ name, title, pluralName }) => ({ name, title, pluralName })),
    australianStates: directory.states
      .filter((state) => state.countryId === australia?.id)
      .map(({ name, stateCode }) => ({ name, stateCode })),
    heroImages: heroImages.map((image) => image.url),
    diaries,
  };
}

/** The blog block's posts (cached by the blog client); an unreachable content service hides the block, never the page. */
async function latestPosts(requestContext: HttpRequestContext) {
  try {
    return (await readPosts(requestContext, { first: diariesPostCount })).posts.map(withPostDates);
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
