import { z } from 'zod';
import { searchNameOf } from './search-name';
import type { RequestContext } from '../../context';
import { parseInput } from '../../kernel';
import { readGeography } from './read-geography';
import { findLocality } from './find-locality';

export const locatePlaceNameInput = z.object({ name: z.string().max(500, 'A place name is at most 500 characters.').nullish() });

export type LocatedPlace = { label: string; lat: number; lng: number };

/**
 * Where a place a person typed lies ('Pokolbin NSW', 'Queenstown, Otago', 'Hunter Valley, NSW'):
 * the location search's best town or suburb, else a wedding region or a state of that name (from
 * the cached geography). Null when nothing matches.
 */
export async function locatePlaceName(ctx: RequestContext, input: unknown): Promise<LocatedPlace | null> {
  const { name: text } = parseInput(locatePlaceNameInput, input);
  if (!text?.trim()) return null;
  const locality = await findLocality(ctx, { text });
  if (locality) return { label: locality.value, lat: locality.lat, lng: locality.lng };
  const name = searchNameOf(text.split(',')[0]);
  const { regions, states } = await readGeography(ctx);
  const area = regions.find((region) => searchNameOf(region.name) === name) ?? states.find((state) => searchNameOf(state.name) === name);
  return area ? { label: area.name, lat: area.lat, lng: area.lng } : null;
}
