import { asc, count, eq } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { categories } from '../../../db/schema/catalog';
import { countries, states } from '../../../db/schema/geo';
import { services } from '../../../db/schema/services';
import { listCategoryPlaces } from '../geo/list-category-places';
import { canonicalServicePath } from './canonical-service-path';

export type SitemapUrl = { path: string; lastModified?: string };

/** The sitemaps protocol's limit of URLs per file. */
export const urlsPerSitemapFile = 50_000;

// Public pages of the route table that are not about one place or service.
const staticPaths = [
  '/',
  '/au',
  '/nz',
  '/sitemap',
  '/blog',
  '/pricing',
  '/register',
  '/login',
  '/vendors/register',
  '/vendors/login',
];

/** Static pages, category landings per country and place searches with services: small, so all at once. */
export async function listPageUrls(db: Database): Promise<SitemapUrl[]> {
  const paths = [...staticPaths];
  const seenLandings = new Set<string>();
  for (const { category, countryCode, states: placeStates } of await listCategoryPlaces(db)) {
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

export async function countServicePages(db: Database): Promise<number> {
  const [{ total }] = await db.select({ total: count() }).from(services);
  return total;
}

/** Canonical service pages in id order, one file's worth at a time. */
export async function listServiceUrls(db: Database, offset: number, limit: number): Promise<SitemapUrl[]> {
  if (limit <= 0) return [];
  const rows = await db
    .select({
      id: services.id,
      slug: services.slug,
      updatedAt: services.updatedAt,
      categorySlug: categories.categorySlug,
      countryCode: countries.code,
      stateCode: states.stateCode,
    })
    .from(services)
    .innerJoin(categories, eq(categories.id, services.categoryId))
    .innerJoin(countries, eq(countries.id, services.countryId))
    .innerJoin(states, eq(states.id, services.stateId))
    .orderBy(asc(services.id))
    .offset(offset)
    .limit(limit);
  return rows.map((row) => ({ path: canonicalServicePath(row), lastModified: row.updatedAt.toISOString().slice(0, 10) }));
}

/**
 * The sitemap as numbered files of at most `perFile` URLs: the pages (with `contentUrls`, the
 * blog's posts and the static pages) first, then the services. One file is the whole sitemap; more
 * are listed by a sitemap index.
 */
export async function planSitemap(db: Database, perFile = urlsPerSitemapFile, contentUrls: SitemapUrl[] = []) {
  const [pageUrls, serviceCount] = await Promise.all([listPageUrls(db), countServicePages(db)]);
  const pages = [...pageUrls, ...contentUrls];
  const files = Math.max(1, Math.ceil((pages.length + serviceCount) / perFile));
  return {
    files,
    /** URLs of file `index` (0-based); null past the last file. */
    async file(index: number): Promise<SitemapUrl[] | null> {
      if (!Number.isInteger(index) || index < 0 || index >= files) return null;
      const start = index * perFile;
      const fromPages = pages.slice(start, start + perFile);
      const serviceOffset = Math.max(0, start - pages.length);
      return [...fromPages, ...(await listServiceUrls(db, serviceOffset, perFile - fromPages.length))];
    },
  };
}
