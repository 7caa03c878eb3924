import { createHmac, timingSafeEqual } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import { z } from 'zod';
import { guests } from '../../../db/schema/guests';
import type { RequestContext } from '../../context';
import { getServerSecret } from '../platform/internal';
import type { Runner } from './guest-list-model';

const secretName = 'guests.rsvp.household';
const tokenPattern = /^[A-Za-z0-9_-]{43}$/;

/** A household token from a URL or a client: one of the right shape, else null (it names nothing, before any query). */
export const householdTokenField = z.unknown().transform((value) => (typeof value === 'string' && tokenPattern.test(value) ? value : null));

/** The server's key for household tokens (read once per instance). */
export const householdTokenKey = (ctx: Pick<RequestContext, 'db'>) => getServerSecret(ctx, { name: secretName });

/**
 * A household's token: an HMAC-SHA256 of the couple, the household and the RSVP code with a key
 * only the server has, base64url (43 characters). Stateless: nothing is stored, nobody can make
 * one for another household, it carries no id or name, and regenerating the code ends every token
 * made with the old one (and so every "change your answer" link in the e-mails sent).
 */
export function householdToken(key: string, coupleId: number, householdId: number, code: string): string {
  return createHmac('sha256', key).update(`rsvp-household:${coupleId}:${householdId}:${code}`).digest('base64url');
}

/**
 * The household of the couple's a token was made for, or null. The token names no id, so each
 * household with a live guest (at most 1,000) is tried: about a millisecond at that size.
 */
export async function householdOfToken(runner: Runner, key: string, coupleId: number, code: string, token: string | null): Promise<number | null> {
  if (token === null) return null;
  const wanted = Buffer.from(token);
  const rows = await runner
    .select({ householdId: guests.householdId })
    .from(guests)
    .where(and(eq(guests.coupleId, coupleId), isNull(guests.deletedAt)))
    .groupBy(guests.householdId);
  const match = rows.find(({ householdId }) => timingSafeEqual(Buffer.from(householdToken(key, coupleId, householdId, code)), wanted));
  return match?.householdId ?? null;
}
