import { and, asc, desc, eq, isNull, or, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../../../db/client';
import { countries, localities, regions, states } from '../../../db/schema/geo';
import { defaultSuggestionLimit, maxSuggestionLimit } from '../../../shared/geo/place-suggestions';
import type { RequestContext } from '../../context';
import { parseInput, readReferenceData } from '../../kernel';
import { searchNameOf } from './search-name';

/** Longer text names no place: it gets no suggestions (and costs no query). */
const longestPlaceText = 100;

/**
 * What the autocomplete sends. Text that names no place (blank, over-long) or a country other than
 * au or nz is not refused: it simply gets no suggestions, as a list that matches nothing would.
 */
export const suggestLocalitiesInput = z.object({
  text: z.string().max(2_000, 'A place name is at most 2,000 characters.'),
  country: z.string().max(100).nullish(),
  /** 1 to 20 suggestions; other numbers are brought into that range. */
  limit: z.number().int().min(-2_147_483_648).max(2_147_483_647).nullish(),
});

export type LocalitySuggestion = {
  id: number;
  name: string;
  stateCode: string;
  stateName: string;
  regionName: string | null;
  regionLink: string | null;
  countryCode: string;
  postcode: string | null;
  lat: number;
  lng: number;
  /** What the list shows: 'Pokolbin NSW 2320', 'Queenstown, Otago'. */
  label: string;
  /** What the input and the search URL take: the label without the postcode (spec §5). */
  value: string;
};

/**
 * Places whose name starts with the typed text, for the location autocomplete: exact names first,
 * then the most populous. A trailing postcode, state (code or name) or country name, as in
 * 'Pokolbin NSW 2320, Australia', narrows the match instead of spoiling it; a postcode alone
 * lists its places. Text that is empty, over-long or of an unknown country gives no suggestions.
 */
export async function suggestLocalities(ctx: RequestContext, input: unknown): Promise<LocalitySuggestion[]> {
  const parsed = parseInput(suggestLocalitiesInput, input);
  const { db } = ctx;
  const text = parsed.text.trim();
  const country = parsed.country ?? undefined;
  if (!text || text.length > longestPlaceText || (country !== undefined && country !== 'au' && country !== 'nz')) return [];
  const limit = Math.min(Math.max(parsed.limit ?? defaultSuggestionLimit, 1), maxSuggestionLimit);
  const query = readQuery(searchNameOf(text), await readSuffixTerms(db));
  if (!query || (country && query.countryCode && query.countryCode !== country)) return [];
  const countryCode = country ?? query.countryCode;

  // Search names hold only a–z, 0–9 and spaces, so the prefix needs no LIKE escaping.
  const startsWith = (prefix: string) => sql`(${localities.searchName} like ${`${prefix}%`})`;
  const narrowed = and(
    query.name ? startsWith(query.name) : undefined,
    query.stateCode ? eq(states.stateCode, query.stateCode) : undefined,
    query.postcode ? (query.name ? or(eq(localities.postcode, query.postcode), isNull(localities.postcode)) : eq(localities.postcode, query.postcode)) : undefined,
  );
  // The whole text too, for names that end in a state's: Mount Victoria is in NSW, not Victoria.
  const match = query.whole === query.name ? narrowed : or(startsWith(query.whole), narrowed);
  const order: SQL[] = [sql`${localities.searchName} in (${query.whole}, ${query.name}) desc`];
  if (query.postcode) order.push(sql`${localities.postcode} is not distinct from ${query.postcode} desc`);

  const rows = await db
    .select({
      id: localities.id,
      name: localities.name,
      stateCode: states.stateCode,
      stateName: states.name,
      regionName: regions.name,
      regionLink: regions.link,
      countryCode: countries.code,
      postcode: localities.postcode,
      lat: localities.lat,
      lng: localities.lng,
    })
    .from(localities)
    .innerJoin(states, eq(states.id, localities.stateId))
    .innerJoin(countries, eq(countries.id, localities.countryId))
    .leftJoin(regions, eq(regions.id, localities.regionId))
    .where(and(match, countryCode ? eq(countries.code, countryCode) : undefined))
    .orderBy(...order, desc(localities.population), asc(localities.name), asc(localities.id))
    .limit(limit);
  return rows.map((row) => {
    const value = row.countryCode === 'nz' ? `${row.name}, ${row.stateName}` : `${row.name} ${row.stateCode}`;
    return { ...row, value, label: row.countryCode === 'au' && row.postcode ? `${value} ${row.postcode}` : value };
  });
}

type SuffixTerm = { term: string; kind: 'stateCode' | 'countryCode'; code: string };

type LocalityQuery = {
  /** The whole normalised text. */
  whole: string;
  /** The name part, without the trailing state, postcode and country; empty for a bare postcode. */
  name: string;
  stateCode?: string;
  postcode?: string;
  countryCode?: string;
};

// States and countries change only by hand: the reference cache keeps their names a few seconds.
function readSuffixTerms(db: Database): Promise<SuffixTerm[]> {
  return readReferenceData(db, 'locality-suffix-terms', async () => {
    const stateRows = await db.select({ stateCode: states.stateCode, name: states.name }).from(states);
    const countryRows = await db.select({ code: countries.code, name: countries.name }).from(countries);
    const terms: SuffixTerm[] = [
      ...stateRows.flatMap(({ stateCode, name }) => [stateCode, name].map((term) => ({ term: searchNameOf(term), kind: 'stateCode' as const, code: stateCode }))),
      ...countryRows.map(({ code, name }) => ({ term: searchNameOf(name), kind: 'countryCode' as const, code })),
    ];
    // Longest first, so 'adelaide south australia' ends in a state rather than in the country.
    return terms.sort((a, b) => b.term.length - a.term.length);
  });
}

/** Reads 'pokolbin nsw 2320 australia' from its end, taking off a country, postcode and state. */
function readQuery(whole: string, terms: SuffixTerm[]): LocalityQuery | null {
  if (!whole) return null;
  const query: LocalityQuery = { whole, name: whole };
  for (let stripped = true; stripped; ) {
    stripped = false;
    const postcode = query.postcode ? null : /(?:^| )(\d{4})$/.exec(query.name);
    if (postcode) {
      query.postcode = postcode[1];
      query.name = query.name.slice(0, postcode.index);
      stripped = true;
      continue;
    }
    const suffix = terms.find(({ term, kind }) => !query[kind] && query.name.endsWith(` ${term}`));
    if (suffix) {
      query[suffix.kind] = suffix.code;
      query.name = query.name.slice(0, -suffix.term.length - 1);
      stripped = true;
    }
  }
  return query;
}
