import { asc } from 'drizzle-orm';
import { attributes, categories } from '../../../db/schema/catalog';
import type { RequestContext } from '../../context';
import { readReferenceData } from '../../kernel';

export type CategoryRecord = typeof categories.$inferSelect;
export type AttributeRecord = typeof attributes.$inferSelect;
export type CategoryWithDetails = CategoryRecord & { attributes: AttributeRecord[] };

/**
 * The categories in display order: reference data anyone may read, kept a few seconds, so most
 * calls cost no query. It takes no input.
 */
export function listCategories(ctx: RequestContext): Promise<CategoryRecord[]> {
  return readReferenceData(ctx.db, 'categories', () => ctx.db.select().from(categories).orderBy(asc(categories.order)));
}
