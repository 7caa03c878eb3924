import { generateAuthenticationOptions, type PublicKeyCredentialRequestOptionsJSON } from '@simplewebauthn/server';
import type { RequestContext } from '../../context';
import { addressKey, throttle } from '../../kernel';
import type { PasskeyCeremony } from './begin-passkey-registration';
import { relyingParty, storePasskeyChallenge } from './passkey-challenges';
import { throttleRules } from './throttle';

/**
 * Begins signing in with a passkey: the options for the browser's `navigator.credentials.get`
 * (no credentials listed: the browser offers the site's passkeys it holds; user verification
 * preferred) and the token of the challenge kept for five minutes. Anyone may; counted per address.
 */
export async function beginPasskeySignIn(ctx: RequestContext): Promise<PasskeyCeremony<PublicKeyCredentialRequestOptionsJSON>> {
  await throttle(ctx.rateLimiter, [{ key: addressKey('passkey-sign-in', ctx.clientAddress), rule: throttleRules.passkeySignInPerAddress }]);
  const options = await generateAuthenticationOptions({ rpID: relyingParty(ctx).rpID, userVerification: 'preferred' });
  const token = await storePasskeyChallenge(ctx, options.challenge, null);
  return { token, options };
}
