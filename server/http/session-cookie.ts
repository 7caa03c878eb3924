import { parse, serialize } from 'hono/utils/cookie';

/**
 * The session cookie: httpOnly (scripts never see the token), SameSite=Lax (not sent with
 * cross-site POSTs; links from e-mails and the OAuth return still arrive signed in), Secure and
 * __Host- prefixed on HTTPS (no subdomain can set or read it).
 */
export function sessionCookieName(secure: boolean): string {
  return secure ? '__Host-ea_session' : 'ea_session';
}

export function serializeSessionCookie(token: string, expiresAt: Date, secure: boolean): string {
  return serialize(sessionCookieName(secure), token, { path: '/', httpOnly: true, sameSite: 'Lax', secure, expires: expiresAt });
}

export function serializeClearedSessionCookie(secure: boolean): string {
  return serialize(sessionCookieName(secure), '', { path: '/', httpOnly: true, sameSite: 'Lax', secure, maxAge: 0 });
}

/**
 * The session token a request carries: an `Authorization: Bearer` header (API clients, spec §7)
 * or the session cookie; null for neither.
 */
export function readSessionToken(request: Request, secure: boolean): { token: string; transport: 'bearer' | 'cookie' } | null {
  const authorization = request.headers.get('authorization');
  const bearer = authorization && /^Bearer\s+(\S+)$/i.exec(authorization)?.[1];
  if (bearer) return { token: bearer, transport: 'bearer' };
  const cookieHeader = request.headers.get('cookie');
  const name = sessionCookieName(secure);
  const token = cookieHeader ? parse(cookieHeader, name)[name] : undefined;
  return token ? { token, transport: 'cookie' } : null;
}
