import { z } from 'zod';
import type { RequestContext } from '../../context';
import { parseInput } from '../../kernel';
import { answerLinkNotFound } from './policy';
import { readRsvpHousehold, type RsvpHousehold } from './rsvp-household-model';
import { findRsvpLink, rsvpCodeField } from './rsvp-link';
import { householdOfToken, householdTokenField, householdTokenKey } from './rsvp-token';

export const rsvpHouseholdInput = z.object({ code: rsvpCodeField, householdToken: householdTokenField });

/**
 * GraphQL rsvpHousehold(code, household_token), public: the household's form again, by the link in
 * its confirmation e-mail (/rsvp/{code}/{token}). A token of another couple, made with an old
 * code, cut or malformed is NOT_FOUND ("This link to your answers is not valid any more. …").
 */
export async function rsvpHousehold(ctx: RequestContext, input: unknown): Promise<RsvpHousehold> {
  const { code, householdToken } = parseInput(rsvpHouseholdInput, input);
  const link = await findRsvpLink(ctx, code);
  const householdId = await householdOfToken(ctx.db, await householdTokenKey(ctx), link.coupleId, link.code, householdToken);
  if (householdId === null) throw answerLinkNotFound();
  return readRsvpHousehold(ctx.db, householdId, householdToken!);
}
