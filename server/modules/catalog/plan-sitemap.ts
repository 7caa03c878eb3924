import { asc, count } from 'drizzle-orm';
import { z } from 'zod';
import { services } from '../../../db/schema/services';
import type { RequestContext } from '../../context';
import { parseInput } from '../../kernel';
import { readGeography } from '../geo';
import { canonicalServicePath } from './canonical-service-path';
import { listCategories } from './list-categories';
import { listCategoryPlaces } from './list-category-places';
import { isPublished } from './published';

export type SitemapUrl = { path: string; lastModified?: string };

/** The sitemaps protocol's limit of URLs per file. */
const urlsPerSitemapFile = 50_000;

// Public pages of the route table that are not about one place or service.
const staticPaths = [
  '/',
  '/au',
  '/nz',
  '/sitemap',
  '/blog',
  '/pricing',
  // Issue 32: who may review, the score's published formula, disputes and the yearly figures.
  '/how-reviews-work',
  '/register',
  '/login',
  '/vendors/register',
  '/vendors/login',
];

/** Static pages, category landings per country and place searches with services: small, so all at once. */
async function listPageUrls(ctx: RequestContext): Promise<SitemapUrl[]> {
  const paths = [...staticPaths];
  const seenLandings = new Set<string>();
  for (const { category, countryCode, states: placeStates } of await listCategoryPlaces(ctx, {})) {
    const landing = `/${category.categorySlug}/${countryCode}`;
    if (!seenLandings.has(landing)) paths.push(landing);
    seenLandings.add(landing);
    for (const state of placeStates) {
      const statePath = `/${category.categorySlug}/in-${state.stateCode.toLowerCase()}`;
      paths.push(statePath, ...state.regions.map((region) => `${statePath}-${region.link}`));
    }
  }
  return paths.map((path) => ({ path }));
}

async function countServicePages({ db }: RequestContext): Promise<number> {
  const [{ total }] = await db.select({ total: count() }).from(services).where(isPublished);
  return total;
}

/** Canonical service pages in id order, one file's worth at a time: one query, places and categories from the cached reference data. */
async function listServiceUrls(ctx: RequestContext, offset: number, limit: number): Promise<SitemapUrl[]> {
  if (limit <= 0) return [];
  const [categoryRows, geography, rows] = await Promise.all([
    listCategories(ctx),
    readGeography(ctx),
    ctx.db
      .select({
        id: services.id,
        slug: services.slug,
        updatedAt: services.updatedAt,
        categoryId: services.categoryId,
        countryId: services.countryId,
        stateId: services.stateId,
      })
      .from(services)
      .where(isPublished)
      .orderBy(asc(services.id))
      .offset(offset)
      .limit(limit),
  ]);
  const categorySlugById = new Map(categoryRows.map((category) => [category.id, category.categorySlug]));
  const countryCodeById = new Map(geography.countries.map((country) => [country.id, country.code]));
  const stateCodeById = new Map(geography.states.map((state) => [state.id, state.stateCode]));
  return rows.flatMap((row) => {
    const categorySlug = categorySlugById.get(row.categoryId);
    const countryCode = countryCodeById.get(row.countryId);
    const stateCode = stateCodeById.get(row.stateId);
    if (categorySlug === undefined || countryCode === undefined || stateCode === undefined) return [];
    return [{ path: canonicalServicePath({ ...row, categorySlug, countryCode, stateCode }), lastModified: row.updatedAt.toISOString().slice(0, 10) }];
  });
}

export type SitemapPlan = {
  files: number;
  /** URLs of file `index` (0-based); null past the last file. */
  file(index: number): Promise<SitemapUrl[] | null>;
};

export const planSitemapInput = z.object({
  /** URLs per file: the protocol's limit unless a test asks for fewer. */
  perFile: z.number().int().min(1).max(urlsPerSitemapFile).default(urlsPerSitemapFile),
  /** The content service's published posts and static pages (it lists at most 10,000 posts). */
  contentUrls: z
    .array(z.object({ path: z.string().max(2_000), lastModified: z.string().max(10).optional() }))
    .max(urlsPerSitemapFile)
    .default([]),
});

/**
 * The sitemap as numbered files of at most `perFile` URLs: the pages (with `contentUrls`, the
 * blog's posts and the static pages, which the caller reads from the content service) first, then
 * the services. One file is the whole sitemap; more are listed by a sitemap index. Public pages
 * only, so anyone may ask.
 */
export async function planSitemap(ctx: RequestContext, input: unknown): Promise<SitemapPlan> {
  const { perFile, contentUrls } = parseInput(planSitemapInput, input);
  const [pageUrls, serviceCount] = await Promise.all([listPageUrls(ctx), countServicePages(ctx)]);
  const pages = [...pageUrls, ...contentUrls];
  const files = Math.max(1, Math.ceil((pages.length + serviceCount) / perFile));
  return {
    files,
    async file(index: number): Promise<SitemapUrl[] | null> {
      if (!Number.isInteger(index) || index < 0 || index >= files) return null;
      const start = index * perFile;
      const fromPages = pages.slice(start, start + perFile);
      const serviceOffset = Math.max(0, start - pages.length);
      return [...fromPages, ...(await listServiceUrls(ctx, serviceOffset, perFile - fromPages.length))];
    },
  };
}
