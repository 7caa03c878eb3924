import type { Database } from '../../../db/client';
import { listCategories, type CategoryRecord } from './list-categories';

export async function findCategoryBySlug(db: Database, slug: string): Promise<CategoryRecord | null> {
  const categories = await listCategories(db);
  return categories.find((category) => category.categorySlug === slug) ?? null;
}

/** By machine name (venue), the form search URLs use; a slug (wedding-venues) is accepted too. */
export async function findCategoryByName(db: Database, name: string): Promise<CategoryRecord | null> {
  const categories = await listCategories(db);
  return categories.find((category) => category.name === name || category.categorySlug === name) ?? null;
}
