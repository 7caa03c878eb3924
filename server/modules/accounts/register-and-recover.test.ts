import { eq } from 'drizzle-orm';
import type { Challenge } from 'altcha-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountTokens, users } from '../../../db/schema/accounts';
import { createUser, sessionCookieFrom } from '../../../tests/factories/users';
import { createTestApi, type TestApi } from '../../../tests/setup/api';
import { solveBotChallenge } from '../../../tests/setup/bot-check';
import { waitForMail } from '../../../tests/setup/outbox';
import { hashSecretToken } from '../../kernel';

const register = `mutation ($input: String, $email: String!, $password: String!, $confirmation: String!, $first: String!, $last: String, $news: Boolean) {
  register(email: $email, password: $password, password_confirmation: $confirmation, first_name: $first, last_name: $last, newsletter_notify: $news, altcha: $input)
}`;
const viewerQuery = `{ viewer { id email email_verified first_name newsletter_notify roles { name } } }`;

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.close());

async function botCheckSolution(): Promise<string> {
  const response = await api.app.request('/api/bot-check/challenge');
  return solveBotChallenge((await response.json()) as Challenge);
}

const newCouple = (email: string, extra: Record<string, unknown> = {}) => ({
  email,
  password: 'orange blossom arch',
  confirmation: 'orange blossom arch',
  first: 'Ruby',
  last: 'Hale',
  news: true,
  ...extra,
});

describe('registering', () => {
  it("validates with spec §5's messages before spending the bot check", async () => {
    const solution = await botCheckSolution();
    const result = await api.graphql(register, { input: solution, email: 'bad', password: '123', confirmation: '', first: ' ' });
    expect(result.errors?.[0].message).toBe('validation');
    expect(result.errors?.[0].extensions?.validation).toEqual({
      first_name: ['First name is required'],
      email: ['Email is not valid'],
      password: ['Password must be at least 6 characters'],
      password_confirmation: ['Confirmation is required'],
    });
    // The same solution still works once the form is right.
    const ok = await api.graphql(register, { ...newCouple('ruby.hale@example.com'), input: solution });
    expect(ok.errors).toBeUndefined();
  });

  it('refuses a registration without a valid bot-check solution, and a solution used twice', async () => {
    for (const input of [undefined, '', 'garbage', Buffer.from('{"challenge":{},"solution":{}}').toString('base64')]) {
      const result = await api.graphql(register, { ...newCouple('robot@example.com'), input });
      expect(result.errors?.[0].extensions?.validation).toEqual({ altcha: ['Please complete the check that you are not a robot, then try again.'] });
    }
    const solution = await botCheckSolution();
    expect((await api.graphql(register, { ...newCouple('once@example.com'), input: solution })).errors).toBeUndefined();
    const replay = await api.graphql(register, { ...newCouple('twice@example.com'), input: solution });
    expect(replay.errors?.[0].extensions?.validation).toHaveProperty('altcha');
    expect(await api.database.db.select().from(users).where(eq(users.email, 'robot@example.com'))).toEqual([]);
    expect(await api.database.db.select().from(users).where(eq(users.email, 'twice@example.com'))).toEqual([]);
  });

  it('refuses mismatched, too long and common passwords', async () => {
    const cases = [
      { password: 'orange blossom', confirmation: 'orange blossoms', field: 'password_confirmation', message: 'The password confirmation does not match.' },
      { password: 'x'.repeat(129), confirmation: 'x'.repeat(129), field: 'password', message: 'Password may be at most 128 characters' },
      { password: 'password1', confirmation: 'password1', field: 'password', message: 'This password is too common. Please choose another.' },
    ];
    for (const { password, confirmation, field, message } of cases) {
      const result = await api.graphql(register, { ...newCouple('weak@example.com'), password, confirmation, input: await botCheckSolution() });
      expect(result.errors?.[0].extensions?.validation?.[field]).toEqual([message]);
    }
  });

  it('creates a signed-in, unconfirmed couple and e-mails a link that confirms the address once', async () => {
    const since = new Date();
    const result = await api.graphql<{ register: string }>(register, { ...newCouple('Mia.Rose@Example.com'), input: await botCheckSolution() });
    expect(result.errors).toBeUndefined();
    const cookie = sessionCookieFrom(result.headers);
    const viewer = await api.graphql(viewerQuery, {}, { Cookie: cookie });
    expect(viewer.data).toEqual({
      viewer: { id: result.data!.register, email: 'Mia.Rose@Example.com', email_verified: false, first_name: 'Ruby', newsletter_notify: true, roles: [{ name: 'user' }] },
    });

    const mail = await waitForMail(api.outboxDir, 'mia.rose@example.com', { since });
    expect(mail.subject).toBe('Confirm your e-mail address for Ever After');
    expect(mail.text).toContain('Hi Ruby,');
    const link = mail.links.find((href) => href.includes('/email-activation/'))!;
    const token = link.split('/email-activation/')[1];

    // Opened in another browser: confirms and signs in there.
    const activate = `mutation ($token: String!) { activateEmail(token: $token) { id email_verified } }`;
    const activated = await api.graphql(activate, { token });
    expect(activated.data).toEqual({ activateEmail: { id: result.data!.register, email_verified: true } });
    expect(sessionCookieFrom(activated.headers)).toMatch(/^ea_session=/);
    const again = await api.graphql(activate, { token });
    expect(again.errors?.[0].message).toBe('This confirmation link is invalid or has expired. Sign in and ask for a new one.');
  });

  it('refuses an address that is taken, in any letter case', async () => {
    await createUser(api.database.db, { email: 'taken@example.com' });
    const result = await api.graphql(register, { ...newCouple('TAKEN@example.com'), input: await botCheckSolution() });
    expect(result.errors?.[0].extensions?.validation).toEqual({ email: ['The email has already been taken.'] });
    expect(result.headers.getSetCookie()).toEqual([]);
  });
});

describe('resetting a password', () => {
  const requestReset = `mutation ($email: String!) { resetPasswordEmail(email: $email) }`;
  const reset = `mutation ($email: String!, $password: String!, $token: String!) {
    resetPassword(email: $email, password: $password, password_confirmation: $password, token: $token) { id }
  }`;

  it('answers the same for a known and an unknown address, and mails only the known one', async () => {
    const person = await createUser(api.database.db, { email: 'forgetful@example.com' });
    const since = new Date();
    const known = await api.graphql(requestReset, { email: 'Forgetful@example.com' });
    const unknown = await api.graphql(requestReset, { email: 'stranger@example.com' });
    expect(known.data).toEqual({ resetPasswordEmail: true });
    expect(unknown.data).toEqual(known.data);
    expect(unknown.status).toBe(known.status);
    const mail = await waitForMail(api.outboxDir, person.email, { since });
    expect(mail.subject).toBe('Reset your Ever After password');
    await expect(waitForMail(api.outboxDir, 'stranger@example.com', { since, timeoutMs: 500 })).rejects.toThrow(/No e-mail/);
  });

  it('sets the new password with the link, ends every other session, and works once', async () => {
    const person = await createUser(api.database.db, { email: 'reset.me@example.com' });
    const login = `mutation ($e: String!, $p: String!) { login(email: $e, password: $p) { id } }`;
    const elsewhere = sessionCookieFrom((await api.graphql(login, { e: person.email, p: person.password })).headers);
    const since = new Date();
    await api.graphql(requestReset, { email: person.email });
    const link = new URL((await waitForMail(api.outboxDir, person.email, { since })).links.find((href) => href.includes('/password/reset/'))!);
    expect(link.searchParams.get('email')).toBe(person.email);
    const token = link.pathname.split('/').at(-1)!;

    const wrongEmail = await api.graphql(reset, { email: 'someone.else@example.com', password: 'linen and lace', token });
    expect(wrongEmail.errors?.[0].message).toBe('This password reset link is invalid or has expired. Please ask for a new one.');

    const done = await api.graphql(reset, { email: person.email, password: 'linen and lace', token });
    expect(done.data).toEqual({ resetPassword: { id: String(person.id) } });
    expect(sessionCookieFrom(done.headers)).toMatch(/^ea_session=/);
    expect((await api.graphql(`{ viewer { id } }`, {}, { Cookie: elsewhere })).data).toEqual({ viewer: null });
    expect((await api.graphql(login, { e: person.email, p: person.password })).errors?.[0].message).toBe('These credentials do not match our records.');
    expect((await api.graphql(login, { e: person.email, p: 'linen and lace' })).errors).toBeUndefined();
    expect((await api.graphql(reset, { email: person.email, password: 'another one here', token })).errors?.[0].message).toMatch(/invalid or has expired/);
  });

  it('refuses an expired link', async () => {
    const person = await createUser(api.database.db, { email: 'slow.reader@example.com' });
    const since = new Date();
    await api.graphql(requestReset, { email: person.email });
    const token = new URL((await waitForMail(api.outboxDir, person.email, { since })).links[0]).pathname.split('/').at(-1)!;
    await api.database.db.update(accountTokens).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(accountTokens.id, hashSecretToken(token)));
    expect((await api.graphql(reset, { email: person.email, password: 'linen and lace', token })).errors?.[0].message).toMatch(/invalid or has expired/);
  });

  it('takes about as long for an unknown e-mail as for a wrong password (no account enumeration by timing)', async () => {
    const person = await createUser(api.database.db);
    const login = `mutation ($e: String!, $p: String!) { login(email: $e, password: $p) { id } }`;
    const time = async (email: string, run: number) => {
      const started = performance.now();
      await api.graphql(login, { e: email, p: `wrong password ${run}` });
      return performance.now() - started;
    };
    // The two kinds of sign-in take turns, so a busy moment of a shared machine slows both alike.
    const wrongPasswordTimes: number[] = [];
    const unknownEmailTimes: number[] = [];
    for (let run = 0; run < 9; run += 1) {
      wrongPasswordTimes.push(await time(person.email, run));
      unknownEmailTimes.push(await time('nobody-at-all@example.com', run));
    }
    const median = (times: number[]) => times.sort((a, b) => a - b)[4];
    const ratio = median(unknownEmailTimes) / median(wrongPasswordTimes);
    // Without the decoy hash an unknown e-mail answers some 50 times sooner; allow wide noise either way.
    expect(ratio).toBeGreaterThan(0.33);
    expect(ratio).toBeLessThan(3);
  });
});

describe('access tokens for API clients', () => {
  it('issues a bearer token that signs requests in and that logout ends', async () => {
    const person = await createUser(api.database.db);
    const issued = await api.graphql<{ createAccessToken: { token: string; expires_at: string } }>(
      `mutation ($e: String!, $p: String!) { createAccessToken(email: $e, password: $p) { token expires_at } }`,
      { e: person.email, p: person.password },
    );
    expect(issued.headers.getSetCookie()).toEqual([]);
    const bearer = { Authorization: `Bearer ${issued.data!.createAccessToken.token}` };
    expect((await api.graphql(`{ viewer { id } }`, {}, bearer)).data).toEqual({ viewer: { id: String(person.id) } });
    expect((await api.graphql(`mutation { logout { id } }`, {}, bearer)).data).toEqual({ logout: { id: String(person.id) } });
    expect((await api.graphql(`{ viewer { id } }`, {}, bearer)).data).toEqual({ viewer: null });
  });
});
