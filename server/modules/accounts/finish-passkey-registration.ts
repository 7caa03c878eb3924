import { verifyRegistrationResponse, type RegistrationResponseJSON } from '@simplewebauthn/server';
import { isoBase64URL } from '@simplewebauthn/server/helpers';
import { z } from 'zod';
import { passkeys } from '../../../db/schema/accounts';
import type { RequestContext } from '../../context';
import { InvalidInputError, isUniqueViolation, parseInput } from '../../kernel';
import { deviceName } from './device-name';
import { relyingParty, takePasskeyChallenge } from './passkey-challenges';
import { passkeyNameField, passkeyTokenField, registrationResponseField } from './passkey-input';
import { toPasskeyRow, type PasskeyRow } from './list-passkeys';
import { requireOwnSignInSecurity } from './policy';

export const finishPasskeyRegistrationInput = z.object({
  token: passkeyTokenField,
  response: registrationResponseField,
  name: passkeyNameField.optional(),
});

export const passkeyNotCheckedMessage = 'This passkey could not be checked. Please try again.';

/**
 * Finishes adding a passkey: the browser's answer to the challenge begun for this person (used
 * up, answered or not) is verified against the site's relying party, and the credential's public
 * key and counter are kept, named after the device it was made on ("Chrome on macOS") unless a
 * name is given. The passkey added.
 */
export async function finishPasskeyRegistration(ctx: RequestContext, input: unknown): Promise<PasskeyRow> {
  const { token, response, name } = parseInput(finishPasskeyRegistrationInput, input);
  const viewer = requireOwnSignInSecurity(ctx);
  const expectedChallenge = await takePasskeyChallenge(ctx, token, viewer.id);
  const { rpID, origin } = relyingParty(ctx);
  let verified;
  try {
    verified = await verifyRegistrationResponse({ response: response as RegistrationResponseJSON, expectedChallenge, expectedOrigin: origin, expectedRPID: rpID, requireUserVerification: false });
  } catch {
    verified = null;
  }
  if (!verified?.verified) throw new InvalidInputError({ response: [passkeyNotCheckedMessage] });
  const { credential, credentialDeviceType, credentialBackedUp } = verified.registrationInfo;
  try {
    const [row] = await ctx.db
      .insert(passkeys)
      .values({
        id: credential.id,
        userId: viewer.id,
        publicKey: isoBase64URL.fromBuffer(credential.publicKey),
        counter: credential.counter,
        transports: credential.transports?.join(',') ?? null,
        deviceType: credentialDeviceType,
        backedUp: credentialBackedUp,
        name: name ?? deviceName(ctx.device.userAgent) ?? 'Passkey',
        createdAt: ctx.clock.now(),
      })
      .returning();
    return toPasskeyRow(row!);
  } catch (error) {
    if (isUniqueViolation(error)) throw new InvalidInputError({ response: ['This passkey is already added.'] });
    throw error;
  }
}
