import { builder } from '../../graphql/builder';
import { signIn } from './sign-in';
import { signOut } from './sign-out';
import type { Viewer } from './viewer';

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
    description: 'Signs in with e-mail and password: a new session in an httpOnly cookie',
    args: { email: t.arg.string({ required: true }), password: t.arg.string({ required: true }) },
    resolve: (_root, args, context) => signIn(context, args),
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
