import { createHmac, timingSafeEqual } from 'node:crypto';
import type { RequestContext } from '../../context';
import { RefusedError, SecondStepRequiredError } from '../../kernel';
import { getServerSecret } from '../platform/internal';

/**
 * "The password step passed for user X", for the sign-in pages' second form: they must not write
 * the password into the page (nor keep it anywhere) while the code is asked, so the first answer
 * carries this ticket, which the page keeps in a short-lived httpOnly cookie and the code's form
 * sends back (signInWithCode). It is signed with the server's own secret and names its expiry, so
 * it cannot be forged or stretched, and it is worth nothing without a good code.
 */

const lifetimeMs = 5 * 60_000;
const secretName = 'sign-in-ticket';

const signatureOf = (secret: string, payload: string) => createHmac('sha256', secret).update(payload).digest('base64url');

/** MFA_REQUIRED with a new ticket for the user, good for five minutes: `{user id}.{expiry in ms}.{HMAC-SHA-256}`. */
export async function secondStepRequired(ctx: Pick<RequestContext, 'db' | 'clock'>, userId: number, message: string): Promise<SecondStepRequiredError> {
  const expiresAt = new Date(ctx.clock.now().getTime() + lifetimeMs);
  const payload = `${userId}.${expiresAt.getTime()}`;
  return new SecondStepRequiredError(message, `${payload}.${signatureOf(await getServerSecret(ctx, { name: secretName }), payload)}`, expiresAt);
}

export const expiredTicketMessage = 'Your sign-in took too long. Please enter your e-mail and password again.';

/** The user a ticket names and its expiry, if it is genuine and not expired; else the person starts again (UNAUTHENTICATED). */
export async function readSignInTicket(ctx: Pick<RequestContext, 'db' | 'clock'>, ticket: string): Promise<{ userId: number; expiresAt: Date }> {
  const match = /^(\d{1,12})\.(\d{1,15})\.([A-Za-z0-9_-]{43})$/.exec(ticket);
  if (match) {
    const [, userId, expiresAt, signature] = match;
    const expected = Buffer.from(signatureOf(await getServerSecret(ctx, { name: secretName }), `${userId}.${expiresAt}`));
    const genuine = timingSafeEqual(expected, Buffer.from(signature));
    if (genuine && Number(expiresAt) > ctx.clock.now().getTime()) return { userId: Number(userId), expiresAt: new Date(Number(expiresAt)) };
  }
  throw new RefusedError(expiredTicketMessage, 'UNAUTHENTICATED');
}
