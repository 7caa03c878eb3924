import type { SignInMethod } from '../../../db/schema/accounts';
import type { RequestContext } from '../../context';
import { hashSecretToken, newSecretToken } from '../../kernel';
import { deviceName } from './device-name';
import { deleteExpiredSessions, endSession } from './end-session';
import { deleteExpiredPasskeyChallenges } from './passkey-challenges';
import { pruneSignInHistory, recordSignIn } from './sign-in-history';
import { startSession, type SessionDevice } from './start-session';

export type SessionContext = Pick<RequestContext, 'db' | 'session' | 'sessionCookie' | 'clock' | 'device' | 'mailer' | 'settings' | 'publicUrl'>;

/**
 * Signs the browser in as the user with a brand-new session (never the one it came with, which
 * would allow session fixation) and sends its cookie. `method` is the way in, kept in the sign-in
 * history (a new device is told by e-mail: sign-in-history.ts); null when a signed-in person only
 * gets a fresh session (after changing their password), which is no sign-in. Expired sessions,
 * passkey challenges and history past its year are swept on the way.
 */
export async function beginSession(context: SessionContext, userId: number, method: SignInMethod | null): Promise<void> {
  const { db } = context;
  const now = context.clock.now();
  if (context.session) await endSession(db, context.session.id);
  await deleteExpiredSessions(db, now);
  await deleteExpiredPasskeyChallenges(db, now);
  await pruneSignInHistory(db, now);
  const device = knownDevice(context);
  const session = await startSession(db, userId, 'cookie', now, device);
  context.sessionCookie.set(session.token, session.expiresAt);
  if (method) await recordSignIn(context, { userId, method, ...device, at: now });
}

/** The browser as the session and the history keep it; a browser without a device cookie gets one. */
function knownDevice({ device }: SessionContext): SessionDevice {
  let token = device.token;
  if (!token) {
    token = newSecretToken();
    device.remember(token);
  }
  return { device: deviceName(device.userAgent), place: device.place, deviceHash: hashSecretToken(token) };
}
