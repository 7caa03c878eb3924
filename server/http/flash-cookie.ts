import { parse, serialize } from 'hono/utils/cookie';
import type { HttpRequestContext } from '../context';

/** One-time notices shown on the next page a person sees (after a redirect). */
export const flashMessages = {
  'signed-in': 'You have logged in successfully!',
  'signed-out': 'You have logged out.',
  registered: 'Welcome! Check your e-mail for the link that confirms your address.',
  'email-confirmed': 'Thank you, your e-mail address is confirmed.',
  'password-reset': 'Your new password is set, and you are signed in.',
  'session-signed-out': 'That session is signed out.',
  'other-sessions-signed-out': 'You are signed out everywhere else.',
  'passkey-removed': 'The passkey is removed: it no longer signs you in.',
  'deletion-cancelled': 'Your account is yours again: the deletion is cancelled.',
  'listing-moved-unpublished': 'Your listing moved to its new category and is unpublished until it has what that category asks for: see the list below, then publish it again.',
} as const;

export type FlashKey = keyof typeof flashMessages;

const cookieName = 'ea_flash';

/** Shows the notice on the next page: a short-lived cookie naming it (never free text). */
export function setFlash(context: Pick<HttpRequestContext, 'responseHeaders'>, key: FlashKey) {
  context.responseHeaders.append('Set-Cookie', serialize(cookieName, key, { path: '/', httpOnly: true, sameSite: 'Lax', maxAge: 60 }));
}

/** Whether a notice waits for this request (its page is the viewer's own: never from the page cache). */
export function hasFlash(request: Request): boolean {
  const cookies = request.headers.get('cookie');
  return !!cookies && !!parse(cookies, cookieName)[cookieName];
}

/** The notice waiting for this request, if any (with an id to tell two alike apart); it is shown once. */
export function takeFlash(context: Pick<HttpRequestContext, 'request' | 'responseHeaders'>): { id: string; message: string } | null {
  const cookies = context.request.headers.get('cookie');
  const key = cookies ? parse(cookies, cookieName)[cookieName] : undefined;
  if (!key) return null;
  context.responseHeaders.append('Set-Cookie', serialize(cookieName, '', { path: '/', httpOnly: true, sameSite: 'Lax', maxAge: 0 }));
  return key in flashMessages ? { id: crypto.randomUUID(), message: flashMessages[key as FlashKey] } : null;
}
