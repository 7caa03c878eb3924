import { builder } from './builder';
import { activateEmail, issueAccessToken, registerUser, requestPasswordReset, resendActivationEmail, resetPassword, signIn, signOut } from '../modules/accounts';
import { type Viewer } from '../kernel';
import { useCaseResolver } from './use-case-resolver';

/** Spec §7's account operations; every rule lives in the use cases. */

const Role = builder.objectRef<{ name: string }>('Role').implement({
  fields: (t) => ({ name: t.exposeString('name') }),
});

export const ViewerType = builder.objectRef<Viewer>('Viewer').implement({
  description: 'The signed-in user',
  fields: (t) => ({
    id: t.exposeID('id'),
    email: t.exposeString('email'),
    first_name: t.exposeString('firstName'),
    last_name: t.exposeString('lastName', { nullable: true }),
    nickname: t.exposeString('nickname', { nullable: true }),
    address: t.exposeString('address', { nullable: true }),
    avatar: t.exposeString('avatar', { nullable: true }),
    wedding_date: t.exposeString('weddingDate', { nullable: true }),
    wedding_venue: t.exposeString('weddingVenue', { nullable: true }),
    wedding_location: t.exposeString('weddingLocation', { nullable: true }),
    newsletter_notify: t.exposeBoolean('newsletterNotify'),
    updates_notify: t.exposeBoolean('updatesNotify'),
    messages_notify_frequently: t.exposeInt('messagesNotifyFrequently'),
    chatSignature: t.exposeString('chatSignature', { nullable: true }),
    isvendor: t.exposeBoolean('isVendor'),
    email_verified: t.exposeBoolean('emailVerified', { description: 'Whether the e-mail address has been confirmed' }),
    two_step: t.exposeBoolean('secondStep', { description: 'Whether two-step sign-in (an authenticator app) is on; administrators need it for the admin operations' }),
    roles: t.field({
      type: [Role],
      description: 'The administrator role comes first: clients read roles[0].name',
      resolve: (viewer) => viewer.roles.map((name) => ({ name })),
    }),
    created_at: t.string({ resolve: (viewer) => viewer.createdAt.toISOString() }),
  }),
});


builder.queryField('viewer', (t) =>
  t.field({
    type: ViewerType,
    nullable: true,
    description: 'The signed-in user; null for a visitor',
    resolve: (_root, _args, context) => context.viewer,
  }),
);

builder.mutationField('login', (t) =>
  t.field({
    type: ViewerType,
    description: 'Signs in with e-mail and password: a new session in an httpOnly cookie. An account with two-step sign-in answers the error code MFA_REQUIRED (no session) until `otp` comes with the password',
    args: {
      email: t.arg.string({ required: true }),
      password: t.arg.string({ required: true }),
      otp: t.arg.string({ description: 'For an account with two-step sign-in: the 6-digit code of its authenticator app, or one of its recovery codes' }),
      altcha: t.arg.string({ description: 'The bot check’s solution, needed only after many failed sign-ins for the account or from the address (GET /api/bot-check/challenge?email=…)' }),
    },
    resolve: useCaseResolver(signIn),
  }),
);

builder.mutationField('logout', (t) =>
  t.field({
    type: ViewerType,
    nullable: true,
    description: 'Ends the session on the server; the viewer who signed out (null when nobody was signed in)',
    resolve: (_root, _args, context) => signOut(context),
  }),
);

builder.mutationField('register', (t) =>
  t.id({
    description: "Creates a couple's account, signs it in and e-mails the link that confirms the address; the new user's id",
    args: {
      email: t.arg.string({ required: true }),
      password: t.arg.string({ required: true }),
      password_confirmation: t.arg.string({ required: true }),
      first_name: t.arg.string({ required: true }),
      last_name: t.arg.string(),
      newsletter_notify: t.arg.boolean(),
      altcha: t.arg.string({ description: 'The bot check’s solution (GET /api/bot-check/challenge, solved by the ALTCHA widget)' }),
    },
    resolve: useCaseResolver(registerUser),
  }),
);

builder.mutationField('activateEmail', (t) =>
  t.field({
    type: ViewerType,
    nullable: true,
    description: 'Confirms the address of an activation link and signs its owner in; null when someone else is signed in here',
    args: { token: t.arg.string({ required: true }) },
    resolve: useCaseResolver(activateEmail),
  }),
);

builder.mutationField('resendActivationEmail', (t) =>
  t.boolean({
    description: "E-mails the signed-in person a new confirmation link; false when the address is confirmed already",
    resolve: (_root, _args, context) => resendActivationEmail(context),
  }),
);

const requestReset = useCaseResolver(requestPasswordReset);

builder.mutationField('resetPasswordEmail', (t) =>
  t.boolean({
    description: 'E-mails a password reset link when the address has an account; the same answer either way',
    args: { email: t.arg.string({ required: true }) },
    resolve: async (root, args, context) => {
      await requestReset(root, args, context);
      return true;
    },
  }),
);

builder.mutationField('resetPassword', (t) =>
  t.field({
    type: ViewerType,
    description: 'Sets a new password with the token of a reset link, ends every other session and signs in',
    args: {
      email: t.arg.string({ required: true }),
      password: t.arg.string({ required: true }),
      password_confirmation: t.arg.string({ required: true }),
      token: t.arg.string({ required: true }),
    },
    resolve: useCaseResolver(resetPassword),
  }),
);

const AccessToken = builder.objectRef<{ token: string; expiresAt: Date }>('AccessToken').implement({
  description: 'A bearer token: send it as `Authorization: Bearer {token}`',
  fields: (t) => ({
    token: t.exposeString('token'),
    expires_at: t.string({ resolve: (token) => token.expiresAt.toISOString() }),
  }),
});

builder.mutationField('createAccessToken', (t) =>
  t.field({
    type: AccessToken,
    description: 'For API clients: a bearer token for an e-mail and password, and the second step for an account that has it (logout with it ends it)',
    args: {
      email: t.arg.string({ required: true }),
      password: t.arg.string({ required: true }),
      otp: t.arg.string({ description: 'For an account with two-step sign-in: the 6-digit code of its authenticator app, or one of its recovery codes' }),
      altcha: t.arg.string({ description: 'The bot check’s solution, needed only after many failed sign-ins for the account or from the address (GET /api/bot-check/challenge?email=…)' }),
    },
    resolve: useCaseResolver(issueAccessToken),
  }),
);
