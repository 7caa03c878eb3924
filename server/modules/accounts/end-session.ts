import { and, eq, lt, ne } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { sessions } from '../../../db/schema/accounts';

/** Signs a session out on the server: its token stops working at once. */
export async function endSession(db: Database, sessionId: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.id, sessionId));
}

/** Ends every session of the user except the one given (after a password change: spec'd security); how many ended. */
export async function endOtherSessions(db: Database, userId: number, keepSessionId: string | null): Promise<number> {
  const ended = await db
    .delete(sessions)
    .where(keepSessionId ? and(eq(sessions.userId, userId), ne(sessions.id, keepSessionId)) : eq(sessions.userId, userId))
    .returning({ id: sessions.id });
  return ended.length;
}

/** Removes expired sessions (they are refused anyway; this keeps the table small). */
export async function deleteExpiredSessions(db: Database, now = new Date()): Promise<number> {
  const removed = await db.delete(sessions).where(lt(sessions.expiresAt, now)).returning({ id: sessions.id });
  return removed.length;
}
