import { and, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import { z } from 'zod';
import { guestHouseholds, guests } from '../../../db/schema/guests';
import { matchGuests, nameKey, nameParts, type MatchableGuest, type MatchResult } from '../../../shared/guests/name-match';
import type { RequestContext } from '../../context';
import { parseInput } from '../../kernel';
import { verifyBotCheck } from '../bot-check';
import { readRsvpHousehold, type RsvpHousehold } from './rsvp-household-model';
import { botCheckSolution, typedEmail, typedFirstName, typedLastName } from './rsvp-fields';
import { lookupNeedsBotCheck, recordFailedLookup } from './rsvp-limits';
import { findRsvpLink, rsvpCodeField } from './rsvp-link';
import { householdToken, householdTokenKey } from './rsvp-token';

export const rsvpFindInput = z.object({ code: rsvpCodeField, firstName: typedFirstName, lastName: typedLastName, email: typedEmail, altcha: botCheckSolution });

/**
 * Exactly one of: the guest's household (and its token), "several households have this name: type
 * your e-mail", or "not found". The last two name nobody.
 */
export type RsvpFindResult = { status: 'found'; household: RsvpHousehold } | { status: 'needs-email' | 'not-found'; household: null };

type Candidate = MatchableGuest<number, number>;

/**
 * GraphQL rsvpFind(code, first_name, last_name, email, altcha), public: finds the household of the
 * guest who typed their name, with the RSVP matcher's rules (shared/guests/name-match.ts: exact
 * in any case and accents, else the same last name and a first name starting alike, "Chris" for
 * "Christopher"; an e-mail tells apart two households of one name). It never answers a name the
 * guest did not type other than the members of the one household found. Past 10 failed lookups
 * from one address in 10 minutes, a lookup needs the bot check (rsvp-limits.ts).
 */
export async function rsvpFind(ctx: RequestContext, input: unknown): Promise<RsvpFindResult> {
  const { code, firstName, lastName, email, altcha } = parseInput(rsvpFindInput, input);
  if (await lookupNeedsBotCheck(ctx.rateLimiter, ctx.clientAddress)) await verifyBotCheck(ctx, { altcha: altcha ?? '', level: 1 });
  const link = await findRsvpLink(ctx, code);
  const query = { firstName, lastName, email };
  const found = await findHousehold(ctx, link.coupleId, query);
  if (found.kind === 'needs-email' || found.kind === 'none') {
    await recordFailedLookup(ctx.rateLimiter, ctx.clientAddress);
    return { status: found.kind === 'none' ? 'not-found' : 'needs-email', household: null };
  }
  const token = householdToken(await householdTokenKey(ctx), link.coupleId, found.householdId, link.code);
  return { status: 'found', household: await readRsvpHousehold(ctx.db, found.householdId, token) };
}

/**
 * The matcher over the couple's live guests, narrowed in SQL on guests_name_idx (couple_id,
 * last_key). First pass, by the index: the guests whose folded last name is the one typed (every
 * exact match, and most similar ones), or one part of it ("Smith Jones" typed finds a "Smith").
 * When that finds no exact match and one name was typed, a second pass adds the guests whose last
 * name holds it as one of its parts ("Smith" typed finds "Smith-Jones"): a scan of the couple's
 * own index entries, needed so that the "similar" tier sees every household it would see over the
 * whole list (and asks for an e-mail when two share it). docs/guests.md has the figures.
 */
async function findHousehold(ctx: RequestContext, coupleId: number, query: { firstName: string; lastName: string; email?: string }): Promise<MatchResult<number, number>> {
  const key = nameKey(query.lastName);
  if (key === '' || nameKey(query.firstName) === '') return { kind: 'none' };
  const typedParts = nameParts(query.lastName);
  const candidates = await loadCandidates(ctx, coupleId, inArray(guests.lastKey, [...new Set([key, ...typedParts])]));
  const first = matchGuests(query, candidates);
  // The exact tier is complete after the first pass (an exact match has this very last name).
  if (first.kind === 'exact' || (first.kind === 'needs-email' && first.tier === 'exact') || typedParts.length > 1) return first;
  // nameKey keeps letters and digits only, so the key needs no escaping inside strpos.
  const more = await loadCandidates(ctx, coupleId, and(ne(guests.lastKey, key), sql`strpos(${guests.lastKey}, ${key}) > 0`)!);
  return more.length === 0 ? first : matchGuests(query, [...candidates, ...more]);
}

function loadCandidates(ctx: RequestContext, coupleId: number, narrowing: ReturnType<typeof sql>): Promise<Candidate[]> {
  return ctx.db
    .select({
      id: guests.id,
      householdId: guests.householdId,
      firstName: guests.firstName,
      lastName: guests.lastName,
      email: guests.email,
      // The couple's e-mail for the household, else the one the household gave when it answered.
      householdEmail: sql<string>`coalesce(nullif(${guestHouseholds.email}, ''), ${guestHouseholds.rsvpEmail})`,
    })
    .from(guests)
    .innerJoin(guestHouseholds, eq(guestHouseholds.id, guests.householdId))
    .where(and(eq(guests.coupleId, coupleId), isNull(guests.deletedAt), narrowing));
}
