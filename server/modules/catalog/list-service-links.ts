import { and, inArray } from 'drizzle-orm';
import { services } from '../../../db/schema/services';
import type { RequestContext } from '../../context';
import { readGeography } from '../geo';
import { parseInput } from '../../kernel';
import { canonicalServicePath } from './canonical-service-path';
import { serviceReadInput } from './input-fields';
import { listCategories } from './list-categories';
import { isPublished } from './published';

/** What a link to a service needs (a conversation's header, an e-mail): no pictures, no attributes. */
export type ServiceLink = {
  id: number;
  name: string;
  /** The canonical service page. */
  path: string;
  category: { id: number; name: string; title: string };
  /** The vendor who owns the listing; null while it is unclaimed. */
  ownerId: number | null;
  /** The listing's website (public), whose domain a claim's business e-mail may match. */
  website: string | null;
};

/**
 * Links to some services in one query (places and categories come from the cached reference
 * data): anyone may ask; each known id maps to its link, unknown ids are absent. With `publicOnly`
 * (every read for a visitor or couple), drafts, unpublished and held listings are absent too.
 */
export async function listServiceLinks(ctx: RequestContext, input: unknown): Promise<Map<number, ServiceLink>> {
  const { serviceIds, publicOnly } = parseInput(serviceReadInput, input);
  const unique = [...new Set(serviceIds)];
  if (unique.length === 0) return new Map();
  const [categoryRows, geography, rows] = await Promise.all([
    listCategories(ctx),
    readGeography(ctx),
    ctx.db
      .select({
        id: services.id,
        name: services.name,
        slug: services.slug,
        categoryId: services.categoryId,
        countryId: services.countryId,
        stateId: services.stateId,
        ownerId: services.userId,
        website: services.website,
      })
      .from(services)
      .where(and(inArray(services.id, unique), publicOnly ? isPublished : undefined)),
  ]);
  const categoryById = new Map(categoryRows.map((category) => [category.id, category]));
  const countryById = new Map(geography.countries.map((country) => [country.id, country]));
  const stateById = new Map(geography.states.map((state) => [state.id, state]));
  const links = new Map<number, ServiceLink>();
  for (const row of rows) {
    const category = categoryById.get(row.categoryId);
    const country = countryById.get(row.countryId);
    const state = stateById.get(row.stateId);
    if (!category || !country || !state) continue;
    links.set(row.id, {
      id: row.id,
      name: row.name,
      path: canonicalServicePath({ id: row.id, slug: row.slug, countryCode: country.code, stateCode: state.stateCode, categorySlug: category.categorySlug }),
      category: { id: category.id, name: category.name, title: category.title },
      ownerId: row.ownerId,
      website: row.website,
    });
  }
  return links;
}
