import { eq } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { users } from '../../../db/schema';
import { InvalidInputError } from '../platform/errors';
import { verifyPassword } from './password';

export const wrongCurrentPasswordMessage = 'The current password is not correct.';

/**
 * Re-authentication before an e-mail or password change: the password of the person asking (an
 * administrator changing someone else's account gives their own). An account without a password
 * (social sign-in only) has none to give.
 */
export async function confirmCurrentPassword(db: Database, viewerId: number, password: string): Promise<void> {
  const [row] = await db.select({ passwordHash: users.passwordHash }).from(users).where(eq(users.id, viewerId));
  if (!row?.passwordHash || !(await verifyPassword(row.passwordHash, password))) {
    throw new InvalidInputError({ current_password: [wrongCurrentPasswordMessage] });
  }
}
