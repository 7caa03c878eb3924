import { z } from 'zod';
import type { RequestContext } from '../../context';
import { parseInput } from '../../kernel';
import { suggestPlaces, type PlaceSuggestion } from './suggest-places';

export const findPlaceNamedInput = z.object({ text: z.string().max(2_000, 'A place name is at most 2,000 characters.') });

/**
 * What a location typed but not chosen from the list stands for: the autocomplete's first
 * suggestion, so 'Hunter Valley NSW' or 'Barossa' is the region and 'Pokolbin NSW' the town.
 */
export async function findPlaceNamed(ctx: RequestContext, input: unknown): Promise<PlaceSuggestion | null> {
  const { text } = parseInput(findPlaceNamedInput, input);
  const [best] = await suggestPlaces(ctx, { text, limit: 1 });
  return best ?? null;
}
