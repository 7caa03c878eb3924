import { parse, serialize } from 'hono/utils/cookie';

/** As long as browsers keep a cookie (Chromium caps them at 400 days): the device stays known. */
const deviceCookieMaxAgeSeconds = 400 * 24 * 60 * 60;

/**
 * The device cookie (issue 35): a random token that says "this browser signed in here before", so a
 * sign-in from a new one can be told. httpOnly (scripts never read it), SameSite=Lax, and Secure
 * with the __Host- prefix on HTTPS, as the session cookie.
 */
function deviceCookieName(secure: boolean): string {
  return secure ? '__Host-ea_device' : 'ea_device';
}

export function serializeDeviceCookie(token: string, secure: boolean): string {
  return serialize(deviceCookieName(secure), token, { path: '/', httpOnly: true, sameSite: 'Lax', secure, maxAge: deviceCookieMaxAgeSeconds });
}

/** The device token the request carries; null for none or one that is not ours (43 URL-safe characters). */
export function readDeviceToken(request: Request, secure: boolean): string | null {
  const cookieHeader = request.headers.get('cookie');
  const name = deviceCookieName(secure);
  const token = cookieHeader ? parse(cookieHeader, name)[name] : undefined;
  return token && /^[A-Za-z0-9_-]{43}$/.test(token) ? token : null;
}
