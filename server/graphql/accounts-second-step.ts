import { builder } from './builder';
import { beginTotpSetup, confirmTotpSetup, disableTotp, regenerateRecoveryCodes } from '../modules/accounts';
import { useCaseResolver } from './use-case-resolver';

/** Issue 35's two-step sign-in: the signed-in person's own (no operation names another account). */

const TotpSetup = builder.objectRef<{ secret: string; uri: string }>('TotpSetup').implement({
  description: 'A new authenticator secret, unconfirmed until confirmTotpSetup gets a code made from it',
  fields: (t) => ({
    secret: t.exposeString('secret', { description: 'The secret in base32, for typing into the app' }),
    uri: t.exposeString('uri', { description: 'The otpauth:// URI (issuer Ever After, the e-mail as label), for a QR code' }),
  }),
});

const RecoveryCodes = builder.objectRef<{ recoveryCodes: string[] }>('RecoveryCodes').implement({
  description: 'Ten one-time recovery codes, each good once in place of a code: shown this once, kept hashed',
  fields: (t) => ({ recovery_codes: t.exposeStringList('recoveryCodes') }),
});

builder.mutationField('beginTotpSetup', (t) =>
  t.field({
    type: TotpSetup,
    description: 'Starts turning two-step sign-in on (again, if begun), with the current password: a new secret and its otpauth URI; CONFLICT when it is on',
    args: { password: t.arg.string({ required: true }) },
    resolve: useCaseResolver(beginTotpSetup),
  }),
);

builder.mutationField('confirmTotpSetup', (t) =>
  t.field({
    type: RecoveryCodes,
    description: 'Turns two-step sign-in on with a code from the app; answers the ten recovery codes',
    args: { code: t.arg.string({ required: true }) },
    resolve: useCaseResolver(confirmTotpSetup),
  }),
);

builder.mutationField('disableTotp', (t) =>
  t.boolean({
    description: 'Turns two-step sign-in off, with the password and a code (or a recovery code)',
    args: { password: t.arg.string({ required: true }), otp: t.arg.string({ required: true, description: 'A code from the authenticator app, or a recovery code' }) },
    resolve: async (root, args, context) => (await useCaseResolver(disableTotp)(root, args, context), true),
  }),
);

builder.mutationField('regenerateRecoveryCodes', (t) =>
  t.field({
    type: RecoveryCodes,
    description: 'Ten new recovery codes (the old ones stop working), with the password and a code',
    args: { password: t.arg.string({ required: true }), otp: t.arg.string({ required: true, description: 'A code from the authenticator app, or a recovery code' }) },
    resolve: useCaseResolver(regenerateRecoveryCodes),
  }),
);
