import { z } from 'zod';
import type { RequestContext } from '../../context';
import { parseInput } from '../../kernel';
import { listCategories, type CategoryRecord } from './list-categories';

export const findCategoryByNameInput = z.object({ name: z.string().max(100) });

/** A category by machine name (venue), as search URLs name it; a slug (wedding-venues) is accepted too. Null when unknown. */
export async function findCategoryByName(ctx: RequestContext, input: unknown): Promise<CategoryRecord | null> {
  const { name } = parseInput(findCategoryByNameInput, input);
  const categories = await listCategories(ctx);
  return categories.find((category) => category.name === name || category.categorySlug === name) ?? null;
}
