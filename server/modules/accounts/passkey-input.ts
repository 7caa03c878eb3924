import { z } from 'zod';

/** A ceremony's token, from its cookie (43 URL-safe characters). */
export const passkeyTokenField = z.string({ error: 'Please start again.' }).regex(/^[A-Za-z0-9_-]{43}$/, 'Please start again.');

const base64url = z.string().max(16_384).regex(/^[A-Za-z0-9_-]*$/);

// The browser's answer as @simplewebauthn/browser sends it (its JSON shape), bounded; the library
// checks the rest.
const credentialFields = {
  id: base64url.min(1),
  rawId: base64url.min(1),
  type: z.literal('public-key'),
  clientExtensionResults: z.record(z.string(), z.unknown()),
  authenticatorAttachment: z.enum(['platform', 'cross-platform']).optional(),
};

const passkeyAnswerMessage = 'The passkey’s answer could not be read. Please try again.';

export const registrationResponseField = z.object(
  {
    ...credentialFields,
    response: z.object({
      clientDataJSON: base64url,
      attestationObject: base64url,
      transports: z.array(z.enum(['ble', 'cable', 'hybrid', 'internal', 'nfc', 'smart-card', 'usb'])).max(8).optional(),
      authenticatorData: base64url.optional(),
      publicKey: base64url.optional(),
      publicKeyAlgorithm: z.number().int().optional(),
    }),
  },
  { error: passkeyAnswerMessage },
);

export const authenticationResponseField = z.object(
  {
    ...credentialFields,
    response: z.object({
      clientDataJSON: base64url,
      authenticatorData: base64url,
      signature: base64url,
      userHandle: base64url.optional(),
    }),
  },
  { error: passkeyAnswerMessage },
);

/** A passkey's name, as the person calls it ("Work laptop"). */
export const passkeyNameField = z.string({ error: 'Name is required' }).trim().min(1, 'Name is required').max(60, 'Name may be at most 60 characters');
