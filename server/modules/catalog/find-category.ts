import { eq } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { categories } from '../../../db/schema';
import type { CategoryRecord } from './list-categories';

export async function findCategoryBySlug(db: Database, slug: string): Promise<CategoryRecord | null> {
  const [category] = await db.select().from(categories).where(eq(categories.categorySlug, slug)).limit(1);
  return category ?? null;
}
