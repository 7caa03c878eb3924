import { eq } from 'drizzle-orm';
import { OAuth2Server } from 'oauth2-mock-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userIdentities, users } from '../../../db/schema/accounts';
import { createUser, sessionCookieFrom } from '../../../tests/factories/users';
import { createTestApi, type TestApi } from '../../../tests/setup/api';
import { createIdentityProviders } from '../../integrations/oauth/identity-providers';

/**
 * Social sign-in end to end over HTTP against a real OpenID Connect server (oauth2-mock-server)
 * standing in for Google and for Facebook: redirect, the provider's answer, the callback.
 */
let provider: OAuth2Server;
let api: TestApi;

beforeAll(async () => {
  provider = new OAuth2Server();
  await provider.issuer.keys.generate('RS256');
  await provider.start(0, '127.0.0.1');
  const issuer = provider.issuer.url!;
  api = await createTestApi(
    {},
    {
      identityProviders: createIdentityProviders({
        google: { clientId: 'google-client', clientSecret: 'google-secret', issuer },
        facebook: {
          clientId: 'facebook-client',
          clientSecret: 'facebook-secret',
          authorizationUrl: `${issuer}/authorize`,
          tokenUrl: `${issuer}/token`,
          userinfoUrl: `${issuer}/userinfo`,
        },
      }),
    },
  );
});
afterAll(async () => {
  await api.close();
  await provider.stop();
});

/** Runs the browser's part of the flow; the provider answers with `claims` from its userinfo endpoint. */
async function signInThrough(name: 'google' | 'facebook', claims: Record<string, unknown>, redirectTo?: string) {
  const start = await api.app.request(`/auth/${name}/redirect${redirectTo ? `?redirectTo=${encodeURIComponent(redirectTo)}` : ''}`);
  expect(start.status).toBe(302);
  const authorize = new URL(start.headers.get('location')!);
  expect(authorize.searchParams.get('code_challenge_method')).toBe('S256');
  expect(authorize.searchParams.get('redirect_uri')).toBe(`http://localhost/auth/${name}/callback`);
  const flowCookie = start.headers.getSetCookie()[0].split(';')[0];

  provider.service.once('beforeUserinfo', (response) => {
    response.body = claims;
  });
  const granted = await fetch(authorize, { redirect: 'manual' });
  const callback = new URL(granted.headers.get('location')!);
  return api.app.request(`${callback.pathname}${callback.search}`, { headers: { Cookie: flowCookie } });
}

const viewerOf = async (response: Response) =>
  (await api.graphql<{ viewer: { id: string; email: string; email_verified: boolean } | null }>(`{ viewer { id email email_verified } }`, {}, { Cookie: sessionCookieFrom(response.headers) })).data?.viewer;

describe('signing in with Google or Facebook', () => {
  it('creates a confirmed account on first sign-in and finds it again by the provider id', async () => {
    const claims = { sub: 'google-100', email: 'new.couple@example.com', email_verified: true, given_name: 'Mia', family_name: 'Tane' };
    const first = await signInThrough('google', claims, '/wishlist');
    expect(first.status).toBe(302);
    expect(first.headers.get('location')).toBe('/wishlist');
    const viewer = await viewerOf(first);
    expect(viewer).toMatchObject({ email: 'new.couple@example.com', email_verified: true });
    const [user] = await api.database.db.select().from(users).where(eq(users.id, Number(viewer!.id)));
    expect(user).toMatchObject({ firstName: 'Mia', lastName: 'Tane', passwordHash: null });

    // The e-mail changed at Google: still the same person, found by the provider's id.
    const again = await signInThrough('google', { ...claims, email: 'renamed@example.com' });
    expect((await viewerOf(again))?.id).toBe(viewer!.id);
    expect(again.headers.get('location')).toBe('/');
  });

  it('links an existing account by an e-mail the provider verified, keeping its password when confirmed', async () => {
    const existing = await createUser(api.database.db, { email: 'Linked@Example.com' });
    const response = await signInThrough('facebook', { id: 'fb-200', email: 'linked@example.com', first_name: 'Lee' });
    expect((await viewerOf(response))?.id).toBe(String(existing.id));
    const [identity] = await api.database.db.select().from(userIdentities).where(eq(userIdentities.subject, 'fb-200'));
    expect(identity).toMatchObject({ provider: 'facebook', userId: existing.id });
    const [user] = await api.database.db.select().from(users).where(eq(users.id, existing.id));
    expect(user.passwordHash).not.toBeNull();
  });

  it('takes the password off an unconfirmed account it links to, so whoever set it cannot get in', async () => {
    const squatted = await createUser(api.database.db, { email: 'victim@example.com', emailVerifiedAt: null });
    const squatterSession = sessionCookieFrom(
      (await api.graphql(`mutation ($e: String!, $p: String!) { login(email: $e, password: $p) { id } }`, { e: squatted.email, p: squatted.password })).headers,
    );
    const response = await signInThrough('google', { sub: 'google-300', email: 'victim@example.com', email_verified: true });
    expect((await viewerOf(response))?.id).toBe(String(squatted.id));
    const [user] = await api.database.db.select().from(users).where(eq(users.id, squatted.id));
    expect(user.passwordHash).toBeNull();
    expect(user.emailVerifiedAt).not.toBeNull();
    expect((await api.graphql(`{ viewer { id } }`, {}, { Cookie: squatterSession })).data).toEqual({ viewer: null });
  });

  it('does not link an existing account by an address the provider has not verified', async () => {
    await createUser(api.database.db, { email: 'careful@example.com' });
    const response = await signInThrough('google', { sub: 'google-400', email: 'careful@example.com', email_verified: false });
    expect(response.headers.get('location')).toBe('/login?signInError=google&problem=unconfirmed-email');
    expect(response.headers.getSetCookie().some((cookie) => cookie.startsWith('ea_session='))).toBe(false);
    expect(await api.database.db.select().from(userIdentities).where(eq(userIdentities.subject, 'google-400'))).toEqual([]);
  });

  it('refuses a profile without an e-mail address', async () => {
    const response = await signInThrough('facebook', { id: 'fb-500' });
    expect(response.headers.get('location')).toBe('/login?signInError=facebook&problem=no-email');
  });

  it('refuses a callback whose state does not match this browser, or with no flow at all', async () => {
    const start = await api.app.request('/auth/google/redirect');
    const flowCookie = start.headers.getSetCookie()[0].split(';')[0];
    const forged = await api.app.request('/auth/google/callback?code=abc&state=forged', { headers: { Cookie: flowCookie } });
    expect(forged.status).toBe(302);
    expect(forged.headers.get('location')).toBe('/login?signInError=google');
    const noFlow = await api.app.request('/auth/google/callback?code=abc&state=abc');
    expect(noFlow.headers.get('location')).toBe('/login?signInError=google');
    const declined = await api.app.request('/auth/google/callback?error=access_denied', { headers: { Cookie: flowCookie } });
    expect(declined.headers.get('location')).toBe('/login?signInError=google');
  });

  it('answers 404 for a provider that is unknown or not configured', async () => {
    expect((await api.app.request('/auth/twitter/redirect')).status).toBe(404);
    const unconfigured = await createTestApi();
    try {
      expect((await unconfigured.app.request('/auth/google/redirect')).status).toBe(404);
    } finally {
      await unconfigured.close();
    }
  });
});
