import { z } from 'zod';
import type { RequestContext } from '../../context';
import { parseInput } from '../../kernel';
import { listCategories, type CategoryRecord } from './list-categories';

export const findCategoryBySlugInput = z.object({ slug: z.string().max(100) });

/** A category by its slug (wedding-venues), as page URLs name it; null for an unknown slug. */
export async function findCategoryBySlug(ctx: RequestContext, input: unknown): Promise<CategoryRecord | null> {
  const { slug } = parseInput(findCategoryBySlugInput, input);
  const categories = await listCategories(ctx);
  return categories.find((category) => category.categorySlug === slug) ?? null;
}
