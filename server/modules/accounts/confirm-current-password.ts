import { eq } from 'drizzle-orm';
import { users } from '../../../db/schema/accounts';
import type { RequestContext } from '../../context';
import { InvalidInputError, throttle } from '../../kernel';
import { verifyPassword } from './password';
import { throttleRules } from './throttle';

export const wrongCurrentPasswordMessage = 'The current password is not correct.';

/**
 * Re-authentication before an e-mail or password change: the password of the person asking (an
 * administrator changing someone else's account gives their own), refused on `currentPassword`.
 * An account without a password (social sign-in only) has none to give. `field` names the input
 * refused (privacy's deleteMyAccount asks for `password`). Attempts are limited per
 * person, so a session left open is no way to guess the password; a right one clears the count.
 */
export async function confirmCurrentPassword(
  context: Pick<RequestContext, 'db' | 'rateLimiter'>,
  viewerId: number,
  password: string,
  { field = 'currentPassword', noPasswordMessage = wrongCurrentPasswordMessage }: { field?: string; noPasswordMessage?: string } = {},
): Promise<void> {
  const key = `current-password:user:${viewerId}`;
  await throttle(context.rateLimiter, [{ key, rule: throttleRules.currentPasswordPerAccount }]);
  const [row] = await context.db.select({ passwordHash: users.passwordHash }).from(users).where(eq(users.id, viewerId));
  if (!row?.passwordHash) throw new InvalidInputError({ [field]: [noPasswordMessage] });
  if (!(await verifyPassword(row.passwordHash, password))) throw new InvalidInputError({ [field]: [wrongCurrentPasswordMessage] });
  await context.rateLimiter.reset(key);
}
