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
export function listCategories({ db }: RequestContext): Promise<CategoryRecord[]> {
  return readReferenceData(db, 'categories', () => db.select().from(categories).orderBy(asc(categories.order)));
}
