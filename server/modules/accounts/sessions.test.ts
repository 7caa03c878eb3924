import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions } from '../../../db/schema/accounts';
import { createTestApi, type TestApi } from '../../../tests/setup/api';
import { createUser, sessionCookieFrom, type TestUser } from '../../../tests/factories/users';
import { hashSecretToken } from './secret-token';
import { sessionLifetimeMs } from './start-session';

const login = `mutation ($email: String!, $password: String!) { login(email: $email, password: $password) { id email roles { name } } }`;
const viewerQuery = `{ viewer { id email } }`;

let api: TestApi;
let couple: TestUser;

beforeAll(async () => {
  api = await createTestApi();
  couple = await createUser(api.database.db, { email: 'Emma.Clarke@example.com' });
});
afterAll(() => api.close());

describe('signing in and out', () => {
  it('signs in by e-mail in any letter case and sets an httpOnly, SameSite session cookie', async () => {
    const result = await api.graphql(login, { email: 'emma.clarke@EXAMPLE.com', password: couple.password });
    expect(result.errors).toBeUndefined();
    expect(result.data).toMatchObject({ login: { id: String(couple.id), roles: [{ name: 'user' }] } });
    const cookie = result.headers.getSetCookie().join('\n');
    expect(cookie).toMatch(/ea_session=[A-Za-z0-9_-]{43};/);
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    expect(cookie).toMatch(/Path=\//);

    const viewer = await api.graphql(viewerQuery, {}, { Cookie: sessionCookieFrom(result.headers) });
    expect(viewer.data).toEqual({ viewer: { id: String(couple.id), email: couple.email } });
    expect(viewer.headers.get('cache-control')).toBe('private, no-store');
  });

  it('keeps only the hash of the token in the database', async () => {
    const result = await api.graphql(login, { email: couple.email, password: couple.password });
    const token = sessionCookieFrom(result.headers).split('=')[1];
    const stored = await api.database.db.select().from(sessions).where(eq(sessions.id, hashSecretToken(token)));
    expect(stored).toHaveLength(1);
    expect(await api.database.db.select().from(sessions).where(eq(sessions.id, token))).toHaveLength(0);
  });

  it('answers a wrong password and an unknown e-mail with the same message and sets no cookie', async () => {
    const wrong = await api.graphql(login, { email: couple.email, password: 'not the password' });
    const unknown = await api.graphql(login, { email: 'nobody@example.com', password: 'not the password' });
    expect(wrong.errors?.[0].message).toBe('These credentials do not match our records.');
    expect(unknown.errors?.[0].message).toBe(wrong.errors?.[0].message);
    expect(unknown.errors?.[0].extensions?.code).toBe(wrong.errors?.[0].extensions?.code);
    expect(wrong.headers.getSetCookie()).toEqual([]);
    expect(unknown.headers.getSetCookie()).toEqual([]);
  });

  it("answers bad input with spec §5's messages per field", async () => {
    const result = await api.graphql(login, { email: 'not-an-address', password: '' });
    expect(result.errors?.[0].message).toBe('validation');
    expect(result.errors?.[0].extensions?.validation).toEqual({ email: ['Email is not valid'], password: ['Password is required'] });
    const empty = await api.graphql(login, { email: ' ', password: 'x' });
    expect(empty.errors?.[0].extensions?.validation).toEqual({ email: ['Email is required'] });
  });

  it('starts a new session on every sign-in and ends the one the browser came with', async () => {
    const first = sessionCookieFrom((await api.graphql(login, { email: couple.email, password: couple.password })).headers);
    const second = await api.graphql(login, { email: couple.email, password: couple.password }, { Cookie: first });
    const secondCookie = sessionCookieFrom(second.headers);
    expect(secondCookie).not.toBe(first);
    expect((await api.graphql(viewerQuery, {}, { Cookie: first })).data).toEqual({ viewer: null });
    expect((await api.graphql(viewerQuery, {}, { Cookie: secondCookie })).data).toMatchObject({ viewer: { id: String(couple.id) } });
  });

  it('logout ends the session on the server, not only in the browser', async () => {
    const cookie = sessionCookieFrom((await api.graphql(login, { email: couple.email, password: couple.password })).headers);
    const result = await api.graphql(`mutation { logout { id } }`, {}, { Cookie: cookie });
    expect(result.data).toEqual({ logout: { id: String(couple.id) } });
    expect(result.headers.getSetCookie().join()).toMatch(/ea_session=;.*Max-Age=0/);
    // A copy of the old cookie no longer signs anyone in.
    const after = await api.graphql(viewerQuery, {}, { Cookie: cookie });
    expect(after.data).toEqual({ viewer: null });
    expect(after.headers.getSetCookie().join()).toMatch(/Max-Age=0/);
  });

  it('accepts the token as a bearer header (spec §7), and refuses malformed and unknown ones', async () => {
    const token = sessionCookieFrom((await api.graphql(login, { email: couple.email, password: couple.password })).headers).split('=')[1];
    expect((await api.graphql(viewerQuery, {}, { Authorization: `Bearer ${token}` })).data).toMatchObject({ viewer: { id: String(couple.id) } });
    for (const header of ['Bearer nonsense', `Bearer ${'A'.repeat(43)}`, 'Basic abc', `Bearer ${token}x`]) {
      const result = await api.graphql(viewerQuery, {}, { Authorization: header });
      expect(result.status, header).toBe(200);
      expect(result.data, header).toEqual({ viewer: null });
    }
  });

  it('refuses an expired session and renews one used in the second half of its life', async () => {
    const token = sessionCookieFrom((await api.graphql(login, { email: couple.email, password: couple.password })).headers).split('=')[1];
    const id = hashSecretToken(token);
    const { db } = api.database;

    await db.update(sessions).set({ expiresAt: new Date(Date.now() + sessionLifetimeMs / 4) }).where(eq(sessions.id, id));
    const renewed = await api.graphql(viewerQuery, {}, { Cookie: `ea_session=${token}` });
    expect(renewed.data).toMatchObject({ viewer: { id: String(couple.id) } });
    expect(sessionCookieFrom(renewed.headers)).toBe(`ea_session=${token}`);
    const [row] = await db.select().from(sessions).where(eq(sessions.id, id));
    expect(row.expiresAt.getTime()).toBeGreaterThan(Date.now() + sessionLifetimeMs * 0.9);

    await db.update(sessions).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(sessions.id, id));
    expect((await api.graphql(viewerQuery, {}, { Cookie: `ea_session=${token}` })).data).toEqual({ viewer: null });
  });
});

describe('cross-site requests', () => {
  it('refuses a POST whose Origin is another site, and one a browser marks cross-site', async () => {
    const refused: Record<string, string>[] = [{ Origin: 'https://evil.example' }, { Origin: 'null' }, { 'Sec-Fetch-Site': 'cross-site' }];
    for (const headers of refused) {
      const response = await api.app.request('/graphql', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', ...headers },
        body: JSON.stringify({ query: login, variables: { email: couple.email, password: couple.password } }),
      });
      expect(response.status).toBe(403);
      expect(response.headers.getSetCookie()).toEqual([]);
    }
  });

  it('accepts a POST from the site itself', async () => {
    const result = await api.graphql(login, { email: couple.email, password: couple.password }, { Origin: 'http://localhost' });
    expect(result.status).toBe(200);
    expect(result.data).toMatchObject({ login: { id: String(couple.id) } });
  });

  it('refuses a mutation sent with GET', async () => {
    const query = encodeURIComponent(`mutation { logout { id } }`);
    const response = await api.app.request(`/graphql?query=${query}`);
    expect(response.status).toBe(405);
  });
});

describe('sign-in throttling', () => {
  it('refuses an account after 10 attempts in 15 minutes, even with the right password, known or not', async () => {
    const throttled = await createTestApi();
    try {
      const person = await createUser(throttled.database.db);
      for (const email of [person.email, 'no-such-person@example.com']) {
        for (let attempt = 1; attempt <= 10; attempt += 1) {
          const result = await throttled.graphql(login, { email, password: 'guess-' + attempt });
          expect(result.errors?.[0].message).toBe('These credentials do not match our records.');
        }
        const refused = await throttled.graphql(login, { email: email.toUpperCase(), password: person.password });
        expect(refused.errors?.[0].message).toBe('Too many attempts. Please try again in 15 minutes.');
        expect(refused.errors?.[0].extensions).toMatchObject({ code: 'TOO_MANY_ATTEMPTS', retryAfterSeconds: expect.any(Number) });
        expect(refused.headers.getSetCookie()).toEqual([]);
      }
      // Another account from the same address is not held up by them.
      const other = await createUser(throttled.database.db);
      expect((await throttled.graphql(login, { email: other.email, password: other.password })).errors).toBeUndefined();
    } finally {
      await throttled.close();
    }
  });

  it('clears the count of an account when its owner signs in', async () => {
    const throttled = await createTestApi();
    try {
      const person = await createUser(throttled.database.db);
      for (let round = 0; round < 3; round += 1) {
        for (let attempt = 0; attempt < 9; attempt += 1) await throttled.graphql(login, { email: person.email, password: 'wrong password' });
        expect((await throttled.graphql(login, { email: person.email, password: person.password })).errors).toBeUndefined();
      }
    } finally {
      await throttled.close();
    }
  });

  it('refuses an address after 50 attempts across accounts', async () => {
    const throttled = await createTestApi();
    try {
      for (let attempt = 0; attempt < 50; attempt += 1) {
        await throttled.graphql(login, { email: `spray${attempt}@example.com`, password: 'wrong password' });
      }
      const person = await createUser(throttled.database.db);
      const refused = await throttled.graphql(login, { email: person.email, password: person.password });
      expect(refused.errors?.[0].extensions?.code).toBe('TOO_MANY_ATTEMPTS');
    } finally {
      await throttled.close();
    }
  });
});
