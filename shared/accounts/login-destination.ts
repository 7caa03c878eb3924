export type ViewerRole = 'administrator' | 'vendor' | 'user';

/** Spec §2's login-redirect helper takes one path, or a path per role with a default. */
export type LoginRedirectTarget = string | ({ [role in ViewerRole]?: string } & { default: string });

/** Where each role lands after signing in, and when a signed-in person opens an auth page. */
export const roleHomes: LoginRedirectTarget = { administrator: '/admin', vendor: '/vendors/dashboard', default: '/' };

export function loginRedirectPath(target: LoginRedirectTarget, role: ViewerRole): string {
  return typeof target === 'string' ? target : (target[role] ?? target.default);
}

/**
 * A `redirectTo` from the URL, if it is a path on this site: never another site (`//host`,
 * `/\\host`, `https://…`), so a sign-in link cannot send people elsewhere.
 */
export function safeRedirectPath(value: string | null | undefined): string | null {
  if (!value || value.length > 2000 || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null;
  return value;
}

/** Where to go after signing in: the page that asked for it, else the role's home. */
export function afterSignIn(redirectTo: string | null | undefined): LoginRedirectTarget {
  return safeRedirectPath(redirectTo) ?? roleHomes;
}
