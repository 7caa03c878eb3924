import { asc } from 'drizzle-orm';
import { attributes } from '../../../db/schema/catalog';
import type { RequestContext } from '../../context';
import { readReferenceData } from '../../kernel';
import { listCategories, type CategoryWithDetails } from './list-categories';

/**
 * Categories with their attributes: one query whatever their number, beside the cached
 * categories. Reference data like the categories themselves, so a service page costs no query for
 * them. It takes no input. (Their plans are billing's: `listPlans`.)
 */
export function listCategoriesWithDetails(ctx: RequestContext): Promise<CategoryWithDetails[]> {
  return readReferenceData(ctx.db, 'categories-with-details', () => loadCategoriesWithDetails(ctx));
}

async function loadCategoriesWithDetails(ctx: RequestContext): Promise<CategoryWithDetails[]> {
  // One after the other: reference data, cached; a transaction's context may load it on its one connection.
  const categoryRows = await listCategories(ctx);
  const attributeRows = await ctx.db.select().from(attributes).orderBy(asc(attributes.order), asc(attributes.id));
  return categoryRows.map((category) => ({ ...category, attributes: attributeRows.filter((attribute) => attribute.categoryId === category.id) }));
}
