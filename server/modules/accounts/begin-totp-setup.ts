import { isNull } from 'drizzle-orm';
import { userTotp } from '../../../db/schema/accounts';
import type { RequestContext } from '../../context';
import { z } from 'zod';
import { parseInput, RefusedError } from '../../kernel';
import { confirmCurrentPassword } from './confirm-current-password';
import { currentPasswordField } from './input-fields';
import { requireOwnSignInSecurity } from './policy';
import { confirmedTotpOf, newTotpSecret, totpOf } from './second-step';

export const beginTotpSetupInput = z.object({ password: currentPasswordField() });

export const secondStepAlreadyOnMessage = 'Two-step sign-in is already on.';

/**
 * Starts turning two-step sign-in on: a new secret for the viewer's authenticator app (its base32
 * `secret` to type, and the otpauth `uri` the page shows as a QR code), kept unconfirmed until
 * confirmTotpSetup gets a code made from it. Starting again replaces an unconfirmed secret. The
 * current password first (refused on `password`): a session left open must not be able to put a
 * step of someone else's phone in front of the owner.
 */
export async function beginTotpSetup(ctx: RequestContext, input: unknown): Promise<{ secret: string; uri: string }> {
  const { password } = parseInput(beginTotpSetupInput, input);
  const viewer = requireOwnSignInSecurity(ctx);
  await confirmCurrentPassword(ctx, viewer.id, password, { field: 'password' });
  if (await confirmedTotpOf(ctx.db, viewer.id)) throw new RefusedError(secondStepAlreadyOnMessage, 'CONFLICT');
  const secret = newTotpSecret();
  const begun = { secret, confirmedAt: null, lastStep: null, createdAt: ctx.clock.now() };
  await ctx.db.insert(userTotp).values({ userId: viewer.id, ...begun }).onConflictDoUpdate({ target: userTotp.userId, set: begun, setWhere: isNull(userTotp.confirmedAt) });
  return { secret, uri: totpOf(secret, viewer.email, ctx.settings['app.name']).toString() };
}
