import { eq } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { sessions, users } from '../../../db/schema/accounts';
import { RefusedError, hashSecretToken, newSecretToken } from '../../kernel';
import type { SessionKind } from '../../kernel';
import { accountPendingDeletion, isFormerMember } from './pending-deletion';

/** A session lasts 30 days from its last renewal; a visit in its second half renews it. */
export const sessionLifetimeMs = 30 * 24 * 60 * 60 * 1000;

export type NewSession = { token: string; expiresAt: Date; kind: SessionKind };

/** What the sessions list shows of the browser a session began in (never its address). */
export type SessionDevice = { device: string | null; place: string | null; deviceHash: string | null };

export const suspendedMessage = 'This account is suspended. Contact us if you think this is a mistake.';

/**
 * A new session for the user: the token goes to the client once; the database keeps its hash.
 * Every way in (password, passkey, social sign-in, activation, API token) passes here, so a
 * suspended account is refused here once, and so is one waiting for its erasure (privacy's
 * deleteMyAccount).
 */
export async function startSession(
  db: Database,
  userId: number,
  kind: SessionKind = 'cookie',
  now = new Date(),
  { device, place, deviceHash }: SessionDevice = { device: null, place: null, deviceHash: null },
): Promise<NewSession> {
  const [user] = await db.select({ suspendedAt: users.suspendedAt, deletionPending: isFormerMember }).from(users).where(eq(users.id, userId));
  if (user?.suspendedAt) throw new RefusedError(suspendedMessage, 'FORBIDDEN');
  if (user?.deletionPending) throw accountPendingDeletion();
  const token = newSecretToken();
  const expiresAt = new Date(now.getTime() + sessionLifetimeMs);
  await db.insert(sessions).values({ id: hashSecretToken(token), userId, kind, expiresAt, device, place, deviceHash, lastSeenAt: now });
  return { token, expiresAt, kind };
}
