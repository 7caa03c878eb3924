import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { passkeyChallenges, passkeys, signInEvents } from '../../db/schema/accounts';
import { createCouple, sessionCookieFrom, type TestPerson } from '../../tests/factories/users';
import { createTestApi, signInOverGraphQL, type TestApi } from '../../tests/setup/api';
import { softwareAuthenticator } from '../../tests/setup/software-authenticator';

// The WebAuthn ceremonies over HTTP, verified for real: a software authenticator (an ES256 key in
// the test) answers as a browser would. Chromium's virtual authenticator covers the pages
// (tests/e2e/passkeys-and-sessions.spec.ts).

const origin = 'http://localhost:3000';
const chrome = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

let api: TestApi;
let couple: TestPerson;
let stranger: TestPerson;

beforeAll(async () => {
  api = await createTestApi({}, { publicUrl: origin });
  couple = await createCouple(api.database.db);
  stranger = await createCouple(api.database.db);
});
afterAll(() => api.close());

/** POSTs JSON to /api/passkeys…; the answer, its body and the ceremony cookie it set. */
async function post(path: string, body: object, cookie = '') {
  const response = await api.app.request(`/api/passkeys${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'User-Agent': chrome, ...(cookie ? { Cookie: cookie } : {}) },
    body: JSON.stringify(body),
  });
  const ceremony = response.headers.getSetCookie().find((value) => value.startsWith('ea_passkey='))?.split(';')[0];
  return { response, json: (await response.json()) as Record<string, unknown> & { options?: never }, ceremony };
}

/** Adds a passkey to the person signed in with `session`, from a fresh software authenticator. */
async function addPasskey(session: string, name?: string) {
  const authenticator = softwareAuthenticator(origin);
  const begun = await post('/registration/options', {}, session);
  expect(begun.response.status).toBe(200);
  const finished = await post('/registration', { response: authenticator.register(begun.json as never), ...(name ? { name } : {}) }, `${session}; ${begun.ceremony}`);
  return { authenticator, finished };
}

async function signInWith(authenticator: ReturnType<typeof softwareAuthenticator>, body: object = {}, answer = (options: never) => authenticator.signIn(options)) {
  const begun = await post('/sign-in/options', {});
  return post('/sign-in', { response: answer(begun.json as never), ...body }, begun.ceremony);
}

describe('adding a passkey', () => {
  it('asks the browser for a discoverable credential for this site, excluding the passkeys already added', async () => {
    const session = await signInOverGraphQL(api, couple);
    const { finished } = await addPasskey(session);
    const begun = await post('/registration/options', {}, session);
    expect(begun.json).toMatchObject({ rp: { id: 'localhost', name: 'Ever After' }, user: { name: couple.email }, authenticatorSelection: { residentKey: 'required', userVerification: 'preferred' }, attestation: 'none' });
    expect(begun.json.excludeCredentials).toEqual([{ id: (finished.json.passkey as { id: string }).id, type: 'public-key', transports: ['internal'] }]);
    expect(begun.response.headers.getSetCookie().find((value) => value.startsWith('ea_passkey='))).toMatch(/Max-Age=300; Path=\/; HttpOnly; SameSite=Strict/);
  });

  it('keeps the public key, named after the device unless a name is given', async () => {
    const session = await signInOverGraphQL(api, couple);
    const named = await addPasskey(session, 'Work laptop');
    const unnamed = await addPasskey(session);
    expect(named.finished.json).toEqual({ passkey: { id: named.authenticator.id, name: 'Work laptop' } });
    expect(unnamed.finished.json).toEqual({ passkey: { id: unnamed.authenticator.id, name: 'Chrome on macOS' } });
    const [row] = await api.database.db.select().from(passkeys).where(eq(passkeys.id, named.authenticator.id));
    expect(row).toMatchObject({ userId: couple.id, counter: 1, transports: 'internal' });
  });

  it('refuses a visitor, a challenge used twice, and a challenge begun for someone else', async () => {
    expect((await post('/registration/options', {})).response.status).toBe(401);
    const session = await signInOverGraphQL(api, couple);
    const authenticator = softwareAuthenticator(origin);
    const begun = await post('/registration/options', {}, session);
    const response = authenticator.register(begun.json as never);
    expect((await post('/registration', { response }, `${session}; ${begun.ceremony}`)).response.status).toBe(200);
    const again = await post('/registration', { response }, `${session}; ${begun.ceremony}`);
    expect(again.response.status).toBe(409);

    const strangerSession = await signInOverGraphQL(api, stranger);
    const theirs = await post('/registration/options', {}, session);
    const taken = await post('/registration', { response: softwareAuthenticator(origin).register(theirs.json as never) }, `${strangerSession}; ${theirs.ceremony}`);
    expect(taken.json).toMatchObject({ code: 'CONFLICT' });
  });

  it('refuses an answer made for another site', async () => {
    const session = await signInOverGraphQL(api, couple);
    const begun = await post('/registration/options', {}, session);
    const response = softwareAuthenticator('https://phishing.example').register(begun.json as never);
    const answer = await post('/registration', { response }, `${session}; ${begun.ceremony}`);
    expect(answer.response.status).toBe(400);
    expect(answer.json).toMatchObject({ fields: { response: ['This passkey could not be checked. Please try again.'] } });
  });
});

describe('signing in with a passkey', () => {
  it('signs in without a password, records it in the history, and sends the page on', async () => {
    const { authenticator } = await addPasskey(await signInOverGraphQL(api, couple));
    const answer = await signInWith(authenticator, { redirectTo: '/wishlist' });
    expect(answer.json).toEqual({ redirect: '/wishlist' });
    const viewer = await api.graphql('{ viewer { id } }', {}, { Cookie: sessionCookieFrom(answer.response.headers) });
    expect(viewer.data).toEqual({ viewer: { id: String(couple.id) } });
    const [latest] = await api.database.db.select().from(signInEvents).where(eq(signInEvents.userId, couple.id)).orderBy(signInEvents.id).limit(1).offset((await api.database.db.$count(signInEvents, eq(signInEvents.userId, couple.id))) - 1);
    expect(latest).toMatchObject({ method: 'passkey', device: 'Chrome on macOS' });
    const [row] = await api.database.db.select().from(passkeys).where(eq(passkeys.id, authenticator.id));
    expect(row!.counter).toBe(2);
    expect(row!.lastUsedAt).not.toBeNull();
  });

  it('refuses a replayed answer, a cloned authenticator whose counter went back, and an unknown passkey', async () => {
    const { authenticator } = await addPasskey(await signInOverGraphQL(api, couple));
    const begun = await post('/sign-in/options', {});
    const response = authenticator.signIn(begun.json as never);
    expect((await post('/sign-in', { response }, begun.ceremony)).response.status).toBe(200);
    expect((await post('/sign-in', { response }, begun.ceremony)).response.status).toBe(409);

    authenticator.state.counter = 2;
    const cloned = await signInWith(authenticator);
    expect(cloned.response.status).toBe(401);
    expect(cloned.json).toMatchObject({ error: 'This passkey is not recognised. Sign in with your password, or try another passkey.' });
    expect(cloned.response.headers.getSetCookie().some((value) => value.startsWith('ea_session='))).toBe(false);

    expect((await signInWith(softwareAuthenticator(origin))).response.status).toBe(401);
  });

  it('refuses an answer signed on another site', async () => {
    const { authenticator } = await addPasskey(await signInOverGraphQL(api, couple));
    const answer = await signInWith(authenticator, {}, (options) => authenticator.signIn(options, { origin: 'https://phishing.example' }));
    expect(answer.response.status).toBe(401);
  });

  it('answers the auth popup without a redirect, and keeps no challenge once spent', async () => {
    const { authenticator } = await addPasskey(await signInOverGraphQL(api, couple));
    const begun = await post('/sign-in/options', {});
    const stored = await api.database.db.$count(passkeyChallenges);
    const answer = await post('/sign-in', { response: authenticator.signIn(begun.json as never), stay: true }, begun.ceremony);
    expect(answer.json).toEqual({ message: 'You have logged in successfully!' });
    expect(await api.database.db.$count(passkeyChallenges)).toBe(stored - 1);
  });
});
