import { generateRegistrationOptions, type PublicKeyCredentialCreationOptionsJSON } from '@simplewebauthn/server';
import { eq } from 'drizzle-orm';
import { passkeys } from '../../../db/schema/accounts';
import type { RequestContext } from '../../context';
import { throttle } from '../../kernel';
import { relyingParty, storePasskeyChallenge } from './passkey-challenges';
import { requireOwnSignInSecurity } from './policy';
import { throttleRules } from './throttle';

/** What the browser needs to make a passkey, and the ceremony's token (for its cookie). */
export type PasskeyCeremony<Options> = { token: string; options: Options };

/**
 * Begins adding a passkey to the signed-in person's account: the options for the browser's
 * `navigator.credentials.create` (a discoverable credential, so it signs in without an e-mail;
 * user verification preferred; the account's passkeys excluded, so one authenticator is not added
 * twice) and the token of the challenge kept for five minutes.
 */
export async function beginPasskeyRegistration(ctx: RequestContext): Promise<PasskeyCeremony<PublicKeyCredentialCreationOptionsJSON>> {
  const viewer = requireOwnSignInSecurity(ctx);
  await throttle(ctx.rateLimiter, [{ key: `passkey-registration:account:${viewer.id}`, rule: throttleRules.passkeyRegistrationPerAccount }]);
  const existing = await ctx.db.select({ id: passkeys.id, transports: passkeys.transports }).from(passkeys).where(eq(passkeys.userId, viewer.id));
  const { rpID, rpName } = relyingParty(ctx);
  const options = await generateRegistrationOptions({
    rpName,
    rpID,
    userName: viewer.email,
    userDisplayName: [viewer.firstName, viewer.lastName].filter(Boolean).join(' '),
    attestationType: 'none',
    excludeCredentials: existing.map(({ id, transports }) => ({ id, transports: transports ? transports.split(',') : undefined })),
    authenticatorSelection: { residentKey: 'required', userVerification: 'preferred' },
  });
  const token = await storePasskeyChallenge(ctx, options.challenge, viewer.id);
  return { token, options };
}
