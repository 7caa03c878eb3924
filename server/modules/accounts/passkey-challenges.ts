import { and, eq, gt, lt } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { passkeyChallenges } from '../../../db/schema/accounts';
import type { RequestContext } from '../../context';
import { hashSecretToken, newSecretToken, RefusedError } from '../../kernel';

/** A ceremony must end within five minutes of its start. */
export const passkeyChallengeLifetimeMs = 5 * 60 * 1000;

/**
 * The relying party of the site's passkeys: its id is the public URL's host name and the only
 * origin accepted is the public URL's (PUBLIC_URL; the request's own origin when it is unset), so a
 * passkey made for the site never signs anything for another.
 */
export function relyingParty(ctx: Pick<RequestContext, 'publicUrl' | 'settings'>) {
  const url = new URL(ctx.publicUrl);
  return { rpID: url.hostname, origin: url.origin, rpName: ctx.settings['app.name'] };
}

/**
 * Keeps a ceremony's challenge under the SHA-256 of a new token, which the browser holds in a
 * short-lived httpOnly cookie: the token, to set that cookie.
 */
export async function storePasskeyChallenge(ctx: Pick<RequestContext, 'db' | 'clock'>, challenge: string, userId: number | null): Promise<string> {
  const token = newSecretToken();
  const expiresAt = new Date(ctx.clock.now().getTime() + passkeyChallengeLifetimeMs);
  await ctx.db.insert(passkeyChallenges).values({ id: hashSecretToken(token), userId, challenge, expiresAt });
  return token;
}

export const passkeyExpiredMessage = 'That took too long, or the page was opened twice. Please try again.';

/**
 * The challenge a token stands for, used up (deleted) whether or not what follows succeeds: each is
 * good for one answer. Refused when unknown, expired, or begun for another person.
 */
export async function takePasskeyChallenge(ctx: Pick<RequestContext, 'db' | 'clock'>, token: string, userId: number | null): Promise<string> {
  const [row] = await ctx.db
    .delete(passkeyChallenges)
    .where(and(eq(passkeyChallenges.id, hashSecretToken(token)), gt(passkeyChallenges.expiresAt, ctx.clock.now())))
    .returning({ challenge: passkeyChallenges.challenge, userId: passkeyChallenges.userId });
  if (!row || row.userId !== userId) throw new RefusedError(passkeyExpiredMessage, 'CONFLICT');
  return row.challenge;
}

/** Removes ceremonies never finished (swept when a session begins). */
export async function deleteExpiredPasskeyChallenges(db: Database, now: Date): Promise<void> {
  await db.delete(passkeyChallenges).where(lt(passkeyChallenges.expiresAt, now));
}
