import { builder } from './builder';
import { listPasskeys, listSessions, removePasskey, renamePasskey, signOutOtherSessions, signOutSession, type PasskeyRow, type SessionRow } from '../modules/accounts';
import { useCaseResolver } from './use-case-resolver';

// The signed-in person's own sessions and passkeys (issue 35). Adding a passkey and signing in with
// one are WebAuthn ceremonies over JSON: /api/passkeys (server/http/passkeys.ts).

const iso = (date: Date | null) => date?.toISOString() ?? null;

const SessionType = builder.objectRef<SessionRow>('Session').implement({
  description: 'A signed-in session of the person asking: a browser, or an API token',
  fields: (t) => ({
    id: t.exposeID('id', { description: 'A handle for signOutSession: not the session’s token, and no credential' }),
    kind: t.exposeString('kind', { description: 'cookie (a browser) or bearer (an API token)' }),
    device: t.exposeString('device', { nullable: true, description: 'The browser and system in words, e.g. "Firefox on Windows"' }),
    place: t.exposeString('place', { nullable: true, description: 'Where it signed in from, as guessed from the address (never the address)' }),
    signed_in_at: t.string({ resolve: (session) => session.signedInAt.toISOString() }),
    last_seen_at: t.string({ nullable: true, description: 'Moves at most every 5 minutes', resolve: (session) => iso(session.lastSeenAt) }),
    current: t.exposeBoolean('current', { description: 'The session this request comes with' }),
  }),
});

const PasskeyType = builder.objectRef<PasskeyRow>('Passkey').implement({
  description: 'A passkey of the person asking',
  fields: (t) => ({
    id: t.exposeID('id', { description: 'The credential’s id (base64url)' }),
    name: t.exposeString('name'),
    synced: t.exposeBoolean('synced', { description: 'Backed up by its provider, so it works on the person’s other devices' }),
    created_at: t.string({ resolve: (passkey) => passkey.createdAt.toISOString() }),
    last_used_at: t.string({ nullable: true, resolve: (passkey) => iso(passkey.lastUsedAt) }),
  }),
});

const SignedOutType = builder.objectRef<{ count: number }>('SignedOutSessions').implement({
  fields: (t) => ({ count: t.exposeInt('count', { description: 'How many sessions ended' }) }),
});

builder.queryFields((t) => ({
  sessions: t.field({ type: [SessionType], description: 'The signed-in person’s sessions, the current one first', resolve: (_root, _args, ctx) => listSessions(ctx) }),
  passkeys: t.field({ type: [PasskeyType], description: 'The signed-in person’s passkeys', resolve: (_root, _args, ctx) => listPasskeys(ctx) }),
}));

builder.mutationFields((t) => ({
  signOutSession: t.field({
    type: 'Boolean',
    description: 'Signs out one of the person’s own sessions (its id from `sessions`); true when it was the current one',
    args: { id: t.arg.id({ required: true }) },
    resolve: async (root, args, ctx) => (await useCaseResolver(signOutSession)(root, args, ctx)).current,
  }),
  signOutOtherSessions: t.field({
    type: SignedOutType,
    description: 'Signs out every session of the person but the current one ("Sign out everywhere else")',
    resolve: (_root, _args, ctx) => signOutOtherSessions(ctx),
  }),
  renamePasskey: t.field({
    type: PasskeyType,
    description: 'Renames one of the person’s own passkeys (up to 60 characters)',
    args: { id: t.arg.id({ required: true }), name: t.arg.string({ required: true }) },
    resolve: useCaseResolver(renamePasskey),
  }),
  removePasskey: t.field({
    type: 'ID',
    description: 'Removes one of the person’s own passkeys: it no longer signs in. Its id',
    args: { id: t.arg.id({ required: true }) },
    resolve: async (root, args, ctx) => (await useCaseResolver(removePasskey)(root, args, ctx)).id,
  }),
}));
