import { verifyAuthenticationResponse, type AuthenticationResponseJSON } from '@simplewebauthn/server';
import { isoBase64URL } from '@simplewebauthn/server/helpers';
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { passkeys } from '../../../db/schema/accounts';
import type { RequestContext } from '../../context';
import { parseInput, RefusedError, type Viewer } from '../../kernel';
import { beginSession } from './begin-session';
import { relyingParty, takePasskeyChallenge } from './passkey-challenges';
import { authenticationResponseField, passkeyTokenField } from './passkey-input';
import { loadViewer } from './viewer';

export const finishPasskeySignInInput = z.object({ token: passkeyTokenField, response: authenticationResponseField });

export const passkeyNotRecognisedMessage = 'This passkey is not recognised. Sign in with your password, or try another passkey.';

/**
 * Signs in with a passkey: the browser's answer to the challenge (used up, answered or not) is
 * verified with the public key kept for its credential, and its signature counter must have moved
 * on (a copied authenticator is refused). A passkey is both steps at once: it never asks for the
 * authenticator app's code. A new session and its cookie; the signed-in viewer.
 */
export async function finishPasskeySignIn(ctx: RequestContext, input: unknown): Promise<Viewer> {
  const { token, response } = parseInput(finishPasskeySignInInput, input);
  const expectedChallenge = await takePasskeyChallenge(ctx, token, null);
  const [passkey] = await ctx.db.select().from(passkeys).where(eq(passkeys.id, response.id));
  if (!passkey) throw new RefusedError(passkeyNotRecognisedMessage, 'UNAUTHENTICATED');
  const { rpID, origin } = relyingParty(ctx);
  let verified;
  try {
    verified = await verifyAuthenticationResponse({
      response: response as AuthenticationResponseJSON,
      expectedChallenge,
      expectedOrigin: origin,
      expectedRPID: rpID,
      credential: { id: passkey.id, publicKey: isoBase64URL.toBuffer(passkey.publicKey), counter: passkey.counter, transports: undefined },
      requireUserVerification: false,
    });
  } catch {
    // A bad signature, another site's origin, or a counter that went backwards.
    verified = null;
  }
  if (!verified?.verified) throw new RefusedError(passkeyNotRecognisedMessage, 'UNAUTHENTICATED');
  const { newCounter, credentialBackedUp } = verified.authenticationInfo;
  const now = ctx.clock.now();
  // Only if no other sign-in moved the counter meanwhile: the same answer never counts twice.
  const updated = await ctx.db
    .update(passkeys)
    .set({ counter: newCounter, backedUp: credentialBackedUp, lastUsedAt: now })
    .where(and(eq(passkeys.id, passkey.id), eq(passkeys.counter, passkey.counter)))
    .returning({ id: passkeys.id });
  if (updated.length === 0) throw new RefusedError(passkeyNotRecognisedMessage, 'UNAUTHENTICATED');
  await beginSession(ctx, passkey.userId, 'passkey');
  return (await loadViewer(ctx.db, passkey.userId))!;
}
