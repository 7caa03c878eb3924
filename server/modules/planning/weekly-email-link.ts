import { createHmac } from 'node:crypto';
import { z } from 'zod';
import type { RequestContext } from '../../context';
import { hashSecretToken } from '../../kernel';
import { getServerSecret } from '../platform/internal';
import { invalidUnsubscribeLink } from './policy';

const secretName = 'planning.weekly-email.unsubscribe';
const tokenPattern = /^[A-Za-z0-9_-]{43}$/;

/** The token of an unsubscribe link as a use case's input; one of another shape names nobody. */
export const unsubscribeLinkInput = z.object({ token: z.string({ error: invalidUnsubscribeLink }).max(1_000, invalidUnsubscribeLink) });

/**
 * The unsubscribe token of a couple's weekly e-mail: an HMAC of the couple's id with a secret the
 * server keeps, so the link in every e-mail ever sent keeps working, nobody can make one for
 * another couple, and the link carries nothing of the couple's (no id, no address). The database
 * keeps only its SHA-256 (`weekly_email_token_hash`), by which the link finds its couple.
 */
export async function weeklyEmailToken({ db }: Pick<RequestContext, 'db'>, coupleId: number): Promise<string> {
  const secret = await getServerSecret({ db }, { name: secretName });
  return createHmac('sha256', secret).update(`weekly-planning-email:${coupleId}`).digest('base64url');
}

/** What the database keeps of a token: its hash; null for a value no token could be. */
export function weeklyEmailTokenHash(token: string): string | null {
  return tokenPattern.test(token) ? hashSecretToken(token) : null;
}

/** /planning/unsubscribe/{token}, absolute, for the e-mail and its List-Unsubscribe header. */
export const weeklyEmailUnsubscribeUrl = (ctx: Pick<RequestContext, 'publicUrl'>, token: string) => `${ctx.publicUrl}/planning/unsubscribe/${token}`;
