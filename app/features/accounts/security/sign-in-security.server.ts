import type { RequestContext } from '../../../../server/context';
import type { HttpRequestContext } from '../../../../server/context';
import { setFlash, type FlashKey } from '../../../../server/http/flash-cookie';
import { refusalOf, roleOf, withWireNames } from '../../../../server/kernel';
import { listPasskeys, listSessions, removePasskey, signOutOtherSessions, signOutSession } from '../../../../server/modules/accounts';
import type { formFields } from '~/lib/form-errors.server';
import { formatDateTime } from '~/lib/format-date';
import type { SignInSecurityData } from './sign-in-security-data';

/** The profile's sessions and passkeys, formatted for the page (dates as text, in the loader). */
export async function loadSignInSecurity(app: RequestContext): Promise<SignInSecurityData> {
  const [sessions, passkeys] = await Promise.all([listSessions(app), listPasskeys(app)]);
  return {
    sessions: sessions.map(({ id, kind, device, place, signedInAt, lastSeenAt, current }) => ({
      id,
      device: device ?? (kind === 'bearer' ? 'An app with an access token' : 'Unknown browser'),
      place,
      signedIn: formatDateTime(signedInAt),
      lastSeen: lastSeenAt ? formatDateTime(lastSeenAt) : null,
      current,
    })),
    passkeys: passkeys.map(({ id, name, synced, createdAt, lastUsedAt }) => ({ id, name, synced, added: formatDateTime(createdAt), lastUsed: lastUsedAt ? formatDateTime(lastUsedAt) : null })),
  };
}

const done: Record<string, { run: (ctx: RequestContext, input: unknown) => Promise<unknown>; flash: FlashKey }> = {
  'sign-out-session': { run: signOutSession, flash: 'session-signed-out' },
  'sign-out-others': { run: (ctx) => signOutOtherSessions(ctx), flash: 'other-sessions-signed-out' },
  'remove-passkey': { run: removePasskey, flash: 'passkey-removed' },
};

/**
 * The sessions' and passkeys' forms (plain POSTs, with or without scripts): the use case, then back
 * to the person's profile with a notice; signing out the current session goes to the sign-in page.
 * A session or passkey already gone is no error: the list shown next says so.
 */
export async function changeSignInSecurity(app: HttpRequestContext, fields: ReturnType<typeof formFields>): Promise<{ to: string }> {
  const { intent, ...input } = fields;
  const form = typeof intent === 'string' && Object.hasOwn(done, intent) ? done[intent] : undefined;
  const viewer = app.viewer;
  if (!viewer || !form) return { to: '/login' };
  let signedOut = false;
  try {
    const result = await withWireNames(input, (wire) => form.run(app, wire));
    signedOut = (result as { current?: boolean }).current === true;
    setFlash(app, signedOut ? 'signed-out' : form.flash);
  } catch (error) {
    if (refusalOf(error)?.code !== 'NOT_FOUND') throw error;
  }
  if (signedOut) return { to: '/login' };
  return { to: roleOf(viewer) === 'vendor' ? '/vendors/profile#sign-in-security' : '/profile?tab=password#sign-in-security' };
}
