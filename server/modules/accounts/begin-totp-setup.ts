import { isNull } from 'drizzle-orm';
import { userTotp } from '../../../db/schema/accounts';
import type { RequestContext } from '../../context';
import { RefusedError } from '../../kernel';
import { requireOwnSignInSecurity } from './policy';
import { confirmedTotpOf, newTotpSecret, totpOf } from './second-step';

export const secondStepAlreadyOnMessage = 'Two-step sign-in is already on.';

/**
 * Starts turning two-step sign-in on: a new secret for the viewer's authenticator app (its base32
 * `secret` to type, and the otpauth `uri` the page shows as a QR code), kept unconfirmed until
 * confirmTotpSetup gets a code made from it. Starting again replaces an unconfirmed secret.
 */
export async function beginTotpSetup(ctx: RequestContext): Promise<{ secret: string; uri: string }> {
  const viewer = requireOwnSignInSecurity(ctx);
  if (await confirmedTotpOf(ctx.db, viewer.id)) throw new RefusedError(secondStepAlreadyOnMessage, 'CONFLICT');
  const secret = newTotpSecret();
  const begun = { secret, confirmedAt: null, lastStep: null, createdAt: ctx.clock.now() };
  await ctx.db.insert(userTotp).values({ userId: viewer.id, ...begun }).onConflictDoUpdate({ target: userTotp.userId, set: begun, setWhere: isNull(userTotp.confirmedAt) });
  return { secret, uri: totpOf(secret, viewer.email, ctx.settings['app.name']).toString() };
}
