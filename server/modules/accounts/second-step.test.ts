import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../../db/schema/audit';
import { recoveryCodes, userTotp } from '../../../db/schema/accounts';
import { createUser, freshTotpCode, sessionCookieFrom, type TestUser } from '../../../tests/factories/users';
import { createTestApi, signInOverGraphQL, type TestApi } from '../../../tests/setup/api';
import { expectRefusal } from '../../../tests/setup/assertions';
import { testContext } from '../../../tests/setup/context';
import { SecondStepRequiredError } from '../../kernel';
import { totpOf } from './second-step';
import { signIn } from './sign-in';
import { signInCheckLevel } from './sign-in-limits';
import { signInWithCode } from './sign-in-with-code';
import { loadViewer } from './viewer';

const login = 'mutation ($email: String!, $password: String!, $otp: String) { login(email: $email, password: $password, otp: $otp) { id two_step } }';
const begin = 'mutation ($password: String!) { beginTotpSetup(password: $password) { secret uri } }';
const confirm = 'mutation ($code: String!) { confirmTotpSetup(code: $code) { recovery_codes } }';
const disable = 'mutation ($password: String!, $otp: String!) { disableTotp(password: $password, otp: $otp) }';
const regenerate = 'mutation ($password: String!, $otp: String!) { regenerateRecoveryCodes(password: $password, otp: $otp) { recovery_codes } }';

let api: TestApi;
const as = (cookie: string) => ({ Cookie: cookie });
const codeAt = (secret: string, stepOffset = 0) => totpOf(secret).generate({ timestamp: Date.now() + stepOffset * 30_000 });

beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.close());

/** A vendor who turned the step on over GraphQL: their secret and recovery codes. */
async function vendorWithSecondStep(): Promise<{ vendor: TestUser & { totpSecret: string }; codes: string[]; cookie: string }> {
  const vendor = await createUser(api.database.db, { role: 'vendor' });
  const cookie = await signInOverGraphQL(api, vendor);
  const setup = await api.graphql<{ beginTotpSetup: { secret: string; uri: string } }>(begin, { password: vendor.password }, as(cookie));
  const { secret } = setup.data!.beginTotpSetup;
  const confirmed = await api.graphql<{ confirmTotpSetup: { recovery_codes: string[] } }>(confirm, { code: codeAt(secret) }, as(cookie));
  expect(confirmed.errors).toBeUndefined();
  return { vendor: { ...vendor, totpSecret: secret }, codes: confirmed.data!.confirmTotpSetup.recovery_codes, cookie };
}

describe('turning the second step on', () => {
  it('answers a base32 secret and its otpauth URI, then ten recovery codes kept as SHA-256 only', async () => {
    const vendor = await createUser(api.database.db, { role: 'vendor', email: 'grace.totp@example.com' });
    const cookie = await signInOverGraphQL(api, vendor);
    // The current password first: a session left open cannot put someone else's phone in front of the owner.
    const refused = await api.graphql(begin, { password: 'not the password' }, as(cookie));
    expect(refused.errors?.[0].extensions?.validation).toEqual({ password: ['The current password is not correct.'] });
    const setup = await api.graphql<{ beginTotpSetup: { secret: string; uri: string } }>(begin, { password: vendor.password }, as(cookie));
    const { secret, uri } = setup.data!.beginTotpSetup;
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(uri).toBe(`otpauth://totp/Ever%20After:grace.totp%40example.com?issuer=Ever%20After&secret=${secret}&algorithm=SHA1&digits=6&period=30`);

    const wrong = await api.graphql(confirm, { code: '000000' === codeAt(secret) ? '111111' : '000000' }, as(cookie));
    expect(wrong.errors?.[0].extensions?.validation).toEqual({ code: ['That code did not work. Check that the time on your phone is right, and enter the newest code your app shows.'] });

    const confirmed = await api.graphql<{ confirmTotpSetup: { recovery_codes: string[] } }>(confirm, { code: codeAt(secret) }, as(cookie));
    const codes = confirmed.data!.confirmTotpSetup.recovery_codes;
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);
    const stored = await api.database.db.select().from(recoveryCodes).where(eq(recoveryCodes.userId, vendor.id));
    expect(stored.map((row) => row.codeHash).every((hash) => /^[0-9a-f]{64}$/.test(hash) && !codes.includes(hash))).toBe(true);

    // Once on, the secret is not given again, and a second setup is refused.
    await expect(api.graphql(begin, { password: vendor.password }, as(cookie))).resolves.toMatchObject({ errors: [{ extensions: { code: 'CONFLICT' } }] });
    expect((await loadViewer(api.database.db, vendor.id))?.secondStep).toBe(true);
  });

  it('asks a visitor to sign in', async () => {
    const result = await api.graphql(begin, { password: 'anything at all' });
    expect(result.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
  });
});

describe('signing in with the second step', () => {
  it('answers MFA_REQUIRED without a session until a good code comes with the password, and never takes a code twice', async () => {
    const { vendor } = await vendorWithSecondStep();
    const asked = await api.graphql(login, { email: vendor.email, password: vendor.password });
    expect(asked.errors?.[0]).toMatchObject({ message: 'Enter the 6-digit code from your authenticator app.', extensions: { code: 'MFA_REQUIRED' } });
    expect(asked.headers.getSetCookie()).toEqual([]);
    // A wrong password says nothing of the step.
    const wrongPassword = await api.graphql(login, { email: vendor.email, password: 'not the password', otp: '123456' });
    expect(wrongPassword.errors?.[0]).toMatchObject({ message: 'These credentials do not match our records.', extensions: { code: 'UNAUTHENTICATED' } });

    const otp = await freshTotpCode(api.database.db, vendor);
    const signedIn = await api.graphql(login, { email: vendor.email, password: vendor.password, otp });
    expect(signedIn.data).toEqual({ login: { id: String(vendor.id), two_step: true } });
    expect(sessionCookieFrom(signedIn.headers)).toMatch(/^ea_session=/);
    const replayed = await api.graphql(login, { email: vendor.email, password: vendor.password, otp });
    expect(replayed.errors?.[0].extensions?.code).toBe('MFA_REQUIRED');
    expect(replayed.headers.getSetCookie()).toEqual([]);
  });

  it('takes a recovery code once in place of the code', async () => {
    const { vendor, codes } = await vendorWithSecondStep();
    const first = await api.graphql(login, { email: vendor.email, password: vendor.password, otp: codes[3].toUpperCase() });
    expect(first.errors).toBeUndefined();
    const again = await api.graphql(login, { email: vendor.email, password: vendor.password, otp: codes[3] });
    expect(again.errors?.[0].extensions?.code).toBe('MFA_REQUIRED');
    const [used] = await api.database.db.select().from(recoveryCodes).where(eq(recoveryCodes.userId, vendor.id));
    expect(await api.database.db.$count(recoveryCodes, eq(recoveryCodes.userId, vendor.id))).toBe(10);
    expect(used).toBeDefined();
  });

  it('counts wrong codes toward the sign-in limits, and does not count being asked for the code', async () => {
    const { vendor } = await vendorWithSecondStep();
    const ctx = testContext(api.database.db, null, { clientAddress: '198.51.100.7' });
    for (let i = 0; i < 3; i++) await expectRefusal(signIn(ctx, { email: vendor.email, password: vendor.password }), 'MFA_REQUIRED');
    expect(await signInCheckLevel(ctx.rateLimiter, vendor.email, ctx.clientAddress)).toBe(0);
    for (let i = 0; i < 10; i++) await expectRefusal(signIn(ctx, { email: vendor.email, password: vendor.password, otp: 'abcde-fghij' }), 'MFA_REQUIRED');
    expect(await signInCheckLevel(ctx.rateLimiter, vendor.email, ctx.clientAddress)).toBe(1);
  });

  it("signs in on the pages' code form with the ticket the password step gave, which cannot be forged", async () => {
    const { vendor } = await vendorWithSecondStep();
    const ctx = testContext(api.database.db);
    const refusal = (await expectRefusal(signIn(ctx, { email: vendor.email, password: vendor.password }), 'MFA_REQUIRED')) as SecondStepRequiredError;
    expect(refusal.ticket).toMatch(new RegExp(`^${vendor.id}\\.\\d+\\.[A-Za-z0-9_-]{43}$`));
    expect(refusal.ticketExpiresAt.getTime() - Date.now()).toBeGreaterThan(4 * 60_000);
    const forged = refusal.ticket.replace(/^\d+/, String(vendor.id + 1));
    await expectRefusal(signInWithCode(ctx, { ticket: forged, otp: codeAt(vendor.totpSecret) }), 'UNAUTHENTICATED');
    await expectRefusal(signInWithCode(ctx, { ticket: refusal.ticket, otp: '12345' }), 'MFA_REQUIRED');
    const viewer = await signInWithCode(ctx, { ticket: refusal.ticket, otp: await freshTotpCode(api.database.db, vendor) });
    expect(viewer.id).toBe(vendor.id);
    // Five minutes later the ticket is worth nothing.
    const later = testContext(api.database.db, null, { clock: { now: () => new Date(Date.now() + 5 * 60_000 + 1) } });
    await expectRefusal(signInWithCode(later, { ticket: refusal.ticket, otp: codeAt(vendor.totpSecret, 10) }), 'UNAUTHENTICATED');
  });
});

describe('turning it off and new recovery codes', () => {
  it('needs the password and a code; the old recovery codes stop working', async () => {
    const { vendor, codes, cookie } = await vendorWithSecondStep();
    const bad = await api.graphql(regenerate, { password: 'wrong one', otp: '000000' }, as(cookie));
    expect(bad.errors?.[0].extensions?.validation).toEqual({ password: ['The current password is not correct.'] });
    const renewed = await api.graphql<{ regenerateRecoveryCodes: { recovery_codes: string[] } }>(regenerate, { password: vendor.password, otp: codes[0] }, as(cookie));
    const fresh = renewed.data!.regenerateRecoveryCodes.recovery_codes;
    expect(fresh).toHaveLength(10);
    const old = await api.graphql(login, { email: vendor.email, password: vendor.password, otp: codes[1] });
    expect(old.errors?.[0].extensions?.code).toBe('MFA_REQUIRED');

    const wrongCode = await api.graphql(disable, { password: vendor.password, otp: '99999-99999' }, as(cookie));
    expect(wrongCode.errors?.[0].extensions?.validation).toHaveProperty('otp');
    const off = await api.graphql(disable, { password: vendor.password, otp: await freshTotpCode(api.database.db, vendor) }, as(cookie));
    expect(off.data).toEqual({ disableTotp: true });
    expect(await api.database.db.$count(userTotp, eq(userTotp.userId, vendor.id))).toBe(0);
    expect(await api.database.db.$count(recoveryCodes, eq(recoveryCodes.userId, vendor.id))).toBe(0);
    const passwordOnly = await api.graphql(login, { email: vendor.email, password: vendor.password });
    expect(passwordOnly.errors).toBeUndefined();
  });

  it("cannot turn off someone else's second step: another person's session changes only their own", async () => {
    const { vendor, codes } = await vendorWithSecondStep();
    const stranger = await createUser(api.database.db, { role: 'vendor' });
    const strangerCookie = await signInOverGraphQL(api, stranger);
    // The stranger holds the vendor's password and a recovery code, yet their session has no step to turn off.
    const result = await api.graphql(disable, { password: vendor.password, otp: codes[0] }, as(strangerCookie));
    expect(result.errors?.[0].extensions?.code).toBe('CONFLICT');
    const visitor = await api.graphql(disable, { password: vendor.password, otp: codes[0] });
    expect(visitor.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    expect(await api.database.db.$count(userTotp, eq(userTotp.userId, vendor.id))).toBe(1);
    const stillAsked = await api.graphql(login, { email: vendor.email, password: vendor.password });
    expect(stillAsked.errors?.[0].extensions?.code).toBe('MFA_REQUIRED');
  });
});

describe('administrators', () => {
  const users = '{ auditLog(first: 1) { hasNextPage } }';

  it('are refused the admin operations (SECOND_STEP_REQUIRED) until the step is on; the change is audited', async () => {
    const admin = await createUser(api.database.db, { role: 'administrator', secondStep: false });
    const cookie = await signInOverGraphQL(api, admin);
    const refused = await api.graphql(users, {}, as(cookie));
    expect(refused.errors?.[0]).toMatchObject({ message: 'Turn on two-step sign-in to use the admin area.', extensions: { code: 'SECOND_STEP_REQUIRED' } });

    const setup = await api.graphql<{ beginTotpSetup: { secret: string } }>(begin, { password: admin.password }, as(cookie));
    await api.graphql(confirm, { code: codeAt(setup.data!.beginTotpSetup.secret) }, as(cookie));
    expect((await api.graphql(users, {}, as(cookie))).errors).toBeUndefined();
    const [entry] = await api.database.db.select().from(auditLog).where(eq(auditLog.action, 'user.second_step'));
    expect(entry).toMatchObject({ actorId: admin.id, entityId: String(admin.id), after: { secondStep: true } });
  });

  it('made by the factories have a secret of their own and sign in with it', async () => {
    const admin = await createUser(api.database.db, { role: 'administrator' });
    expect(admin.totpSecret).toMatch(/^[A-Z2-7]{32}$/);
    const cookie = await signInOverGraphQL(api, admin);
    expect((await api.graphql(users, {}, as(cookie))).errors).toBeUndefined();
  });
});
