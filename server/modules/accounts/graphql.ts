import { builder } from '../../graphql/builder';
import type { Viewer } from './viewer';

const Role = builder.objectRef<{ name: string }>('Role').implement({
  fields: (t) => ({ name: t.exposeString('name') }),
});

const ViewerType = builder.objectRef<Viewer>('Viewer').implement({
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
    // The administrator role comes first: clients read roles[0].name.
    roles: t.field({
      type: [Role],
      resolve: (viewer) =>
        [...viewer.roles].sort((a, b) => rank(a) - rank(b)).map((name) => ({ name })),
    }),
    created_at: t.string({ resolve: (viewer) => viewer.createdAt.toISOString() }),
  }),
});

function rank(role: string) {
  return ['administrator', 'vendor', 'user'].indexOf(role);
}

builder.queryField('viewer', (t) =>
  t.field({
    type: ViewerType,
    nullable: true,
    description: 'The signed-in user; null for a visitor',
    resolve: (_root, _args, context) => context.viewer,
  }),
);
