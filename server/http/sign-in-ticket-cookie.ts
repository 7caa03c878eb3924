import { parse, serialize } from 'hono/utils/cookie';
import type { HttpRequestContext } from '../context';

/**
 * The sign-in pages' second form: between the password and the code, the accounts module's signed
 * ticket ("the password step passed for user X", five minutes) waits in this cookie, so the
 * password is never written into the page. httpOnly (no script reads it), SameSite=Strict (only
 * this site's own forms send it), Secure on HTTPS. Path=/: the forms with scripts post to
 * `/login.data` and `/vendors/login.data`, which a cookie of path /login would not reach.
 */
const cookieName = 'ea_sign_in_step';

type CookieContext = Pick<HttpRequestContext, 'responseHeaders' | 'publicUrl'>;

const options = (context: CookieContext, maxAge: number) => ({ httpOnly: true, sameSite: 'Strict' as const, secure: context.publicUrl.startsWith('https:'), maxAge });

export function setSignInTicket(context: CookieContext, ticket: string, expiresAt: Date): void {
  const maxAge = Math.max(0, Math.floor((expiresAt.getTime() - Date.now()) / 1000));
  context.responseHeaders.append('Set-Cookie', serialize(cookieName, ticket, { ...options(context, maxAge), path: '/' }));
}

/** The ticket this request brought, if any. */
export function signInTicketOf(request: Request): string {
  const cookies = request.headers.get('cookie');
  return (cookies && parse(cookies, cookieName)[cookieName]) || '';
}

/** Signed in, or starting again: the ticket is spent. */
export function clearSignInTicket(context: CookieContext): void {
  context.responseHeaders.append('Set-Cookie', serialize(cookieName, '', { ...options(context, 0), path: '/' }));
}
