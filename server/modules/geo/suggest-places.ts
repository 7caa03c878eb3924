import { defaultSuggestionLimit, maxSuggestionLimit } from '../../../shared/geo/place-suggestions';
import type { RequestContext } from '../../context';
import { parseInput } from '../../kernel';
import { readGeography } from './read-geography';
import { searchNameOf } from './search-name';
import { suggestLocalities, suggestLocalitiesInput, type LocalitySuggestion } from './suggest-localities';

export type PlaceSuggestion = LocalitySuggestion & {
  /** A region is searched by its area (as its place page is), a locality by distance from its point. */
  kind: 'region' | 'locality';
};

/** Regions named this way shorten to their first word or drop "the": "the Barossa", "Hunter", "Waiheke". */
const leadingArticle = /^the /;

/**
 * The location autocomplete's places: the wedding regions whose name (or any word of it) starts
 * with the text come first, then the localities of suggestLocalities. Regions are the cached
 * reference data, so they cost no query; a trailing state ('Hunter Valley NSW') narrows them.
 */
export async function suggestPlaces(ctx: RequestContext, input: unknown): Promise<PlaceSuggestion[]> {
  const parsed = parseInput(suggestLocalitiesInput, input);
  const limit = Math.min(Math.max(parsed.limit ?? defaultSuggestionLimit, 1), maxSuggestionLimit);
  const [regions, localities] = await Promise.all([suggestRegions(ctx, parsed.text, parsed.country ?? undefined), suggestLocalities(ctx, { ...parsed, limit })]);
  const chosen = regions.slice(0, limit);
  return [...chosen, ...localities.slice(0, limit - chosen.length).map((place) => ({ ...place, kind: 'locality' as const }))];
}

async function suggestRegions(ctx: RequestContext, text: string, country: string | undefined): Promise<PlaceSuggestion[]> {
  const typed = searchNameOf(text).replace(leadingArticle, '');
  // As for localities: over-long text names no place.
  if (typed.length < 2 || text.length > 100) return [];
  const { countries, states, regions } = await readGeography(ctx);
  const matches = regions.flatMap((region) => {
    const state = states.find((candidate) => candidate.id === region.stateId)!;
    const countryCode = countries.find((candidate) => candidate.id === state.countryId)!.code;
    if (country && country !== countryCode) return [];
    const name = searchNameOf(region.name);
    // With or without the state: 'hunter valley', 'hunter valley nsw', 'waiheke island auckland'.
    const forms = [name, `${name} ${searchNameOf(state.stateCode)}`, `${name} ${searchNameOf(state.name)}`];
    const rank = forms.some((form) => form.startsWith(typed)) ? 0 : ` ${name}`.includes(` ${typed}`) ? 1 : -1;
    if (rank < 0) return [];
    const value = countryCode === 'nz' ? `${region.name}, ${state.name}` : `${region.name} ${state.stateCode}`;
    const suggestion: PlaceSuggestion = {
      kind: 'region',
      id: region.id,
      name: region.name,
      stateCode: state.stateCode,
      stateName: state.name,
      regionName: region.name,
      regionLink: region.link,
      countryCode,
      postcode: null,
      lat: region.lat,
      lng: region.lng,
      label: `${value} (region)`,
      value,
    };
    return [{ rank, population: region.population, suggestion }];
  });
  return matches.sort((a, b) => a.rank - b.rank || b.population - a.population).map(({ suggestion }) => suggestion);
}
