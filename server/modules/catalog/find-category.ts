import type { Database } from '../../../db/client';
import { listCategories, type CategoryRecord } from './list-categories';

export async function findCategoryBySlug(db: Database, slug: string): Promise<CategoryRecord | null> {
  const categories = await listCategories(db);
  return categories.find((category) => category.categorySlug === slug) ?? null;
}
