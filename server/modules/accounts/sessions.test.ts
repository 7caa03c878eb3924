import { eq } from 'drizzle-orm';
import type { Challenge } from 'altcha-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions } from '../../../db/schema/accounts';
import { createTestApi, type TestApi } from '../../../tests/setup/api';
import { createUser, sessionCookieFrom, type TestUser } from '../../../tests/factories/users';
import { solveBotChallenge } from '../../../tests/setup/bot-check';
import { botCheckMessage } from '../bot-check/verify-bot-check';
import { hashSecretToken } from '../../kernel';
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

describe('sign-in limits: they stop guessing, not people', () => {
  const loginWithCheck = `mutation ($email: String!, $password: String!, $altcha: String) { login(email: $email, password: $password, altcha: $altcha) { id } }`;

  /** A solution of the challenge the login form would fetch for this e-mail (its level of work). */
  async function solvedCheckFor(api: TestApi, email: string): Promise<{ altcha: string; cost: number }> {
    const response = await api.app.request(`/api/bot-check/challenge?email=${encodeURIComponent(email)}`);
    expect(response.status).toBe(200);
    const challenge = (await response.json()) as Challenge;
    return { altcha: await solveBotChallenge(challenge), cost: challenge.parameters.cost };
  }

  const wrongCredentials = 'These credentials do not match our records.';

  it('lets 100 successful sign-ins from one address through: only failures count', async () => {
    const venue = await createTestApi();
    try {
      const couples = await Promise.all(Array.from({ length: 20 }, () => createUser(venue.database.db)));
      // Within one 15-minute window of the limits: 100 sign-ins, none refused, none asked for the check.
      for (let round = 0; round < 5; round += 1) {
        for (const couple of couples) expect((await venue.graphql(login, { email: couple.email, password: couple.password })).errors).toBeUndefined();
      }
    } finally {
      await venue.close();
    }
  });

  it('after 10 wrong passwords asks for the bot check, and the right password with it signs in, known account or not', async () => {
    const guarded = await createTestApi();
    try {
      const person = await createUser(guarded.database.db);
      for (const email of [person.email, 'no-such-person@example.com']) {
        for (let attempt = 1; attempt <= 10; attempt += 1) {
          expect((await guarded.graphql(login, { email, password: `guess-${attempt}` })).errors?.[0].message).toBe(wrongCredentials);
        }
        // The right password alone is not refused for good: the check is asked for, the same for both addresses.
        const asked = await guarded.graphql(login, { email: email.toUpperCase(), password: person.password });
        expect(asked.errors?.[0]).toMatchObject({ message: 'validation', extensions: { code: 'BAD_USER_INPUT', validation: { altcha: [botCheckMessage] } } });
        expect(asked.headers.getSetCookie()).toEqual([]);
      }
      const { altcha } = await solvedCheckFor(guarded, person.email);
      const signedIn = await guarded.graphql(loginWithCheck, { email: person.email, password: person.password, altcha });
      expect(signedIn.errors).toBeUndefined();
      expect(sessionCookieFrom(signedIn.headers)).toMatch(/ea_session=/);
      // The owner got in: their account's count starts again.
      expect((await guarded.graphql(login, { email: person.email, password: person.password })).errors).toBeUndefined();
      // Another account from the same address is not held up.
      const other = await createUser(guarded.database.db);
      expect((await guarded.graphql(login, { email: other.email, password: other.password })).errors).toBeUndefined();
    } finally {
      await guarded.close();
    }
  });

  // A dozen proofs of work and twenty-odd Argon2 hashes: seconds when the machine is idle, past a
  // minute when other work shares its two cores (it timed out so once), hence its own limit.
  it('keeps guessing throttled: each guess spends a solved check, and the work doubles every 10 more failures', async () => {
    const guarded = await createTestApi();
    try {
      const person = await createUser(guarded.database.db);
      for (let attempt = 1; attempt <= 10; attempt += 1) await guarded.graphql(login, { email: person.email, password: `guess-${attempt}` });
      const first = await solvedCheckFor(guarded, person.email);
      expect(first.cost).toBe(5_000);
      expect((await guarded.graphql(loginWithCheck, { email: person.email, password: 'guess-11', altcha: first.altcha })).errors?.[0].message).toBe(wrongCredentials);
      // A solution works once: the next guess needs work of its own.
      const replayed = await guarded.graphql(loginWithCheck, { email: person.email, password: 'guess-12', altcha: first.altcha });
      expect(replayed.errors?.[0].extensions?.validation).toEqual({ altcha: [botCheckMessage] });
      for (let attempt = 12; attempt <= 20; attempt += 1) {
        const { altcha } = await solvedCheckFor(guarded, person.email);
        expect((await guarded.graphql(loginWithCheck, { email: person.email, password: `guess-${attempt}`, altcha })).errors?.[0].message).toBe(wrongCredentials);
      }
      // 20 failures: a solution of the first level's easier challenge is no longer enough.
      const easy = await solveBotChallenge((await (await guarded.app.request('/api/bot-check/challenge')).json()) as Challenge);
      expect((await guarded.graphql(loginWithCheck, { email: person.email, password: person.password, altcha: easy })).errors?.[0].extensions?.validation).toEqual({
        altcha: [botCheckMessage],
      });
      const harder = await solvedCheckFor(guarded, person.email);
      expect(harder.cost).toBe(10_000);
      expect((await guarded.graphql(loginWithCheck, { email: person.email, password: person.password, altcha: harder.altcha })).errors).toBeUndefined();
    } finally {
      await guarded.close();
    }
  }, 180_000);

  it('asks an address for the check after 50 failures across accounts, and lets the right password through with it', async () => {
    const guarded = await createTestApi();
    try {
      for (let attempt = 0; attempt < 50; attempt += 1) await guarded.graphql(login, { email: `spray${attempt}@example.com`, password: 'wrong password' });
      const person = await createUser(guarded.database.db);
      const asked = await guarded.graphql(login, { email: person.email, password: person.password });
      expect(asked.errors?.[0].extensions?.validation).toEqual({ altcha: [botCheckMessage] });
      const { altcha } = await solvedCheckFor(guarded, person.email);
      expect((await guarded.graphql(loginWithCheck, { email: person.email, password: person.password, altcha })).errors).toBeUndefined();
    } finally {
      await guarded.close();
    }
  });
});
