import type { RequestContext } from '../context';
import { forgetReferenceData, forgetSharedPageData } from './reference-cache';
import { log } from '../observability/log';

/**
 * The tags of cached pages (server/http/page-cache.ts): what a page shows. A use case that changes
 * something shown calls purgePages with its tags once its transaction has committed, so the next
 * visitor's page is rendered afresh (a CDN in front is purged through the same port).
 */
/** Every cached page: settings (maintenance mode, the site's name), categories and places shown in the header. */
export const siteTag = 'site';
/** Pages summing up the whole catalog: home, country pages, /sitemap, /sitemap.xml. */
export const catalogTag = 'catalog';
/** The blog, its articles, static pages (and the home page's Diaries block). */
export const contentTag = 'content';
/** Any page showing the listing: its own page, or its card. */
export const serviceTag = (serviceId: number) => `service:${serviceId}`;
/** Pages listing or counting a category's listings (its landing pages). */
export const categoryTag = (categoryId: number) => `category:${categoryId}`;
/** Pages listing or counting a state's listings (region pages). */
export const placeTag = (stateId: number) => `place:${stateId}`;
/** Pages listing a category's listings in one state (place searches). */
export const listTag = (categoryId: number, stateId: number) => `list:${categoryId}:${stateId}`;
/** Pages showing a person's public facts (a vendor's name and picture on their listings). */
export const personTag = (userId: number) => `person:${userId}`;

/**
 * Drops the cached pages with any of `tags`, this instance's reference data, and its pages' shared
 * data with those tags (other instances reload theirs within seconds). Call it after the write has
 * committed: a failed purge is logged, not thrown (the write stands; pages expire by time anyway).
 */
export async function purgePages(ctx: Pick<RequestContext, 'db' | 'pages'>, tags: string[]): Promise<void> {
  if (tags.length === 0) return;
  forgetReferenceData(ctx.db);
  forgetSharedPageData(ctx.db, tags.includes(siteTag) ? undefined : tags);
  await ctx.pages.purge([...new Set(tags)]).catch((error: unknown) => log.error({ err: error, tags }, 'cached pages not purged'));
}
