import { categories } from '../../../db/schema/catalog';
import type { RequestContext } from '../../context';

/**
 * Whether the database has no catalog yet (no categories: the reference data was never seeded), so
 * the first start may seed the demo catalog. A direct read, never the cached categories: the answer
 * changes as soon as the seed has run. It takes no input.
 */
export async function isCatalogEmpty(ctx: RequestContext): Promise<boolean> {
  const rows = await ctx.db.select({ id: categories.id }).from(categories).limit(1);
  return rows.length === 0;
}
