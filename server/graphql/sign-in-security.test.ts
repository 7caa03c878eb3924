import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { passkeys, signInEvents } from '../../db/schema/accounts';
import { listOutbox } from '../integrations/mail/outbox';
import { listSignInHistory } from '../modules/accounts';
import { hashSecretToken } from '../kernel';
import { createCouple, sessionCookieFrom, type TestPerson } from '../../tests/factories/users';
import { createTestApi, type TestApi } from '../../tests/setup/api';
import { testContext } from '../../tests/setup/context';
import { expectRefusal } from '../../tests/setup/assertions';
import { eq } from 'drizzle-orm';

const firefox = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0';
const safari = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';
const login = 'mutation ($email: String!, $password: String!) { login(email: $email, password: $password) { id } }';
const sessionsQuery = '{ sessions { id kind device place signed_in_at last_seen_at current } }';
const newSignInSubject = 'New sign-in to your Ever After account';

let api: TestApi;
let couple: TestPerson;
let stranger: TestPerson;

// Behind our own proxy (TRUST_PROXY), whose geo headers say where a sign-in came from.
beforeAll(async () => {
  api = await createTestApi({}, { trustProxy: true });
  couple = await createCouple(api.database.db);
  stranger = await createCouple(api.database.db);
});
afterAll(() => api.close());

/** Signs in over GraphQL from a browser: its session cookie and its device cookie (the one it had, or a new one). */
async function signInFrom(person: TestPerson, userAgent: string, deviceCookie?: string, headers: Record<string, string> = {}) {
  const result = await api.graphql(login, { email: person.email, password: person.password }, { 'User-Agent': userAgent, ...(deviceCookie ? { Cookie: deviceCookie } : {}), ...headers });
  expect(result.errors).toBeUndefined();
  const device = result.headers.getSetCookie().find((value) => value.startsWith('ea_device='))?.split(';')[0] ?? deviceCookie!;
  return { session: sessionCookieFrom(result.headers), device, headers: result.headers };
}

const mailTo = async (person: TestPerson) => (await listOutbox(api.outboxDir, { limit: 100 })).filter((entry) => entry.to.includes(person.email) && entry.subject === newSignInSubject);

describe('the sessions list', () => {
  it('lists the person’s own sessions with their device and place, the current one first, by a handle that is no credential', async () => {
    const laptop = await signInFrom(couple, firefox, undefined, { 'cf-ipcountry': 'AU', 'cf-ipcity': 'Sydney' });
    const phone = await signInFrom(couple, safari);
    const listed = await api.graphql<{ sessions: { id: string; device: string; place: string | null; current: boolean }[] }>(sessionsQuery, {}, { Cookie: phone.session });
    expect(listed.data!.sessions).toHaveLength(2);
    expect(listed.data!.sessions[0]).toMatchObject({ device: 'Safari on iOS', place: null, current: true });
    expect(listed.data!.sessions[1]).toMatchObject({ device: 'Firefox on Windows', place: 'Sydney, Australia', current: false });
    const tokenHash = hashSecretToken(laptop.session.split('=')[1]!);
    expect(JSON.stringify(listed.data)).not.toContain(tokenHash);
    expect(listed.data!.sessions[1]!.id).toMatch(/^[0-9a-f]{20}$/);
  });

  it('refuses a visitor, and another person’s session is neither listed nor signed out', async () => {
    expect((await api.graphql(sessionsQuery)).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    const theirs = await signInFrom(stranger, firefox);
    const mine = await signInFrom(couple, firefox);
    const own = await api.graphql<{ sessions: { id: string; current: boolean }[] }>(sessionsQuery, {}, { Cookie: theirs.session });
    const strangerHandle = own.data!.sessions.find((session) => session.current)!.id;
    const listedForCouple = await api.graphql<{ sessions: { id: string }[] }>(sessionsQuery, {}, { Cookie: mine.session });
    expect(listedForCouple.data!.sessions.map((session) => session.id)).not.toContain(strangerHandle);
    const refused = await api.graphql('mutation ($id: ID!) { signOutSession(id: $id) }', { id: strangerHandle }, { Cookie: mine.session });
    expect(refused.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect((await api.graphql('{ viewer { id } }', {}, { Cookie: theirs.session })).data).toEqual({ viewer: { id: String(stranger.id) } });
  });

  it('signs out one session, then every other one, keeping the current', async () => {
    const first = await signInFrom(couple, firefox);
    const second = await signInFrom(couple, safari);
    const third = await signInFrom(couple, firefox);
    const listed = await api.graphql<{ sessions: { id: string; current: boolean }[] }>(sessionsQuery, {}, { Cookie: third.session });
    const firstHandle = (await api.graphql<{ sessions: { id: string; current: boolean }[] }>(sessionsQuery, {}, { Cookie: first.session })).data!.sessions.find((session) => session.current)!.id;
    expect(listed.data!.sessions.map((session) => session.id)).toContain(firstHandle);
    expect((await api.graphql('mutation ($id: ID!) { signOutSession(id: $id) }', { id: firstHandle }, { Cookie: third.session })).data).toEqual({ signOutSession: false });
    expect((await api.graphql('{ viewer { id } }', {}, { Cookie: first.session })).data).toEqual({ viewer: null });

    const others = await api.graphql<{ signOutOtherSessions: { count: number } }>('mutation { signOutOtherSessions { count } }', {}, { Cookie: third.session });
    expect(others.data!.signOutOtherSessions.count).toBeGreaterThanOrEqual(1);
    expect((await api.graphql('{ viewer { id } }', {}, { Cookie: second.session })).data).toEqual({ viewer: null });
    const left = await api.graphql<{ sessions: { current: boolean }[] }>(sessionsQuery, {}, { Cookie: third.session });
    expect(left.data!.sessions).toEqual([expect.objectContaining({ current: true })]);
  });
});

describe('sign-in history and the new-device e-mail', () => {
  it('records every sign-in, and e-mails a new device but not the first sign-in nor a known device', async () => {
    const person = await createCouple(api.database.db);
    const first = await signInFrom(person, firefox);
    expect(await mailTo(person)).toHaveLength(0);
    expect(first.headers.getSetCookie().find((value) => value.startsWith('ea_device='))).toMatch(/Max-Age=34560000; Path=\/; HttpOnly; SameSite=Lax/);
    await signInFrom(person, firefox, first.device);
    expect(await mailTo(person)).toHaveLength(0);
    await signInFrom(person, safari, undefined, { 'cf-ipcountry': 'NZ', 'cf-ipcity': 'Wellington' });
    const mail = await mailTo(person);
    expect(mail).toHaveLength(1);

    const history = await listSignInHistory(testContext(api.database.db, person));
    expect(history.map(({ method, device, place }) => ({ method, device, place }))).toEqual([
      { method: 'password', device: 'Safari on iOS', place: 'Wellington, New Zealand' },
      { method: 'password', device: 'Firefox on Windows', place: null },
      { method: 'password', device: 'Firefox on Windows', place: null },
    ]);
    const rows = await api.database.db.select().from(signInEvents).where(eq(signInEvents.userId, person.id));
    expect(new Set(rows.map((row) => row.deviceHash)).size).toBe(2);
    await expectRefusal(listSignInHistory(testContext(api.database.db)), 'UNAUTHENTICATED');
  });
});

describe('the passkeys list', () => {
  it('lists and removes the person’s own passkeys; another person’s is not found', async () => {
    await api.database.db.insert(passkeys).values({ id: 'couple-key', userId: couple.id, publicKey: 'AA', name: 'Chrome on macOS' });
    const mine = await signInFrom(couple, firefox);
    const theirs = await signInFrom(stranger, firefox);
    const listed = await api.graphql('{ passkeys { id name synced last_used_at } }', {}, { Cookie: mine.session });
    expect(listed.data).toEqual({ passkeys: [{ id: 'couple-key', name: 'Chrome on macOS', synced: false, last_used_at: null }] });
    expect((await api.graphql('{ passkeys { id } }', {}, { Cookie: theirs.session })).data).toEqual({ passkeys: [] });

    for (const mutation of ['mutation { removePasskey(id: "couple-key") }', 'mutation { renamePasskey(id: "couple-key", name: "Mine now") { id } }']) {
      expect((await api.graphql(mutation, {}, { Cookie: theirs.session })).errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    }
    const renamed = await api.graphql('mutation { renamePasskey(id: "couple-key", name: "  Work laptop ") { name } }', {}, { Cookie: mine.session });
    expect(renamed.data).toEqual({ renamePasskey: { name: 'Work laptop' } });
    expect((await api.graphql('mutation { removePasskey(id: "couple-key") }', {}, { Cookie: mine.session })).data).toEqual({ removePasskey: 'couple-key' });
    expect((await api.graphql('{ passkeys { id } }', {}, { Cookie: mine.session })).data).toEqual({ passkeys: [] });
  });
});
