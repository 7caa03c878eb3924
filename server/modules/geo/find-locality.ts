import { z } from 'zod';
import type { RequestContext } from '../../context';
import { parseInput } from '../../kernel';
import { suggestLocalities, type LocalitySuggestion } from './suggest-localities';

export const findLocalityInput = z.object({ text: z.string().max(2_000, 'A place name is at most 2,000 characters.') });

/**
 * The place a typed location stands for ('Pokolbin NSW', 'Queenstown, Otago', 'Sydney 2000'): the
 * first suggestion, so an exact name wins over a longer one. Null when nothing matches.
 */
export async function findLocality(ctx: RequestContext, input: unknown): Promise<LocalitySuggestion | null> {
  const { text } = parseInput(findLocalityInput, input);
  const [best] = await suggestLocalities(ctx, { text, limit: 1 });
  return best ?? null;
}
