import type { Database } from '../../../db/client';
import { sessions } from '../../../db/schema/accounts';
import { hashSecretToken, newSecretToken } from './secret-token';

/** A session lasts 30 days from its last renewal; a visit in its second half renews it. */
export const sessionLifetimeMs = 30 * 24 * 60 * 60 * 1000;

export type SessionKind = 'cookie' | 'bearer';
export type NewSession = { token: string; expiresAt: Date; kind: SessionKind };

/** A new session for the user: the token goes to the client once; the database keeps its hash. */
export async function startSession(db: Database, userId: number, kind: SessionKind = 'cookie', now = new Date()): Promise<NewSession> {
  const token = newSecretToken();
  const expiresAt = new Date(now.getTime() + sessionLifetimeMs);
  await db.insert(sessions).values({ id: hashSecretToken(token), userId, kind, expiresAt });
  return { token, expiresAt, kind };
}
