import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createService } from '../../tests/factories/services';
import { createUser, freshTotpCode, sessionCookieFrom, type TestUser } from '../../tests/factories/users';
import { createTestApi, type TestApi } from '../../tests/setup/api';

const login = 'mutation ($email: String!, $password: String!, $otp: String) { login(email: $email, password: $password, otp: $otp) { id } }';
const suspend = 'mutation ($id: ID!, $reason: String!) { suspendUser(id: $id, reason: $reason) { id sessionsEnded listingsHeld } }';
const reinstate = 'mutation ($id: ID!) { reinstateUser(id: $id) }';
const roles = 'mutation ($id: ID!, $roles: [String!]!) { updateUserRoles(id: $id, roles: $roles) { id roles { name } } }';
const updateSetting = 'mutation ($key: String!, $value: JSON!) { updateSetting(key: $key, value: $value) }';
const auditLog = 'query ($filter: AuditLogFilter, $first: Int, $after: String) { auditLog(first: $first, after: $after, filter: $filter) { entries { action entityId actorEmail before after reason } endCursor hasNextPage } }';

let api: TestApi;
let couple: TestUser;
let vendor: TestUser;
let admin: TestUser;

const signIn = async (user: TestUser) => {
  const otp = user.totpSecret ? await freshTotpCode(api.database.db, user) : null;
  const answer = await api.graphql(login, { email: user.email, password: user.password, otp });
  return { answer, cookie: answer.errors ? null : sessionCookieFrom(answer.headers) };
};
const as = (cookie: string | null): Record<string, string> => (cookie ? { Cookie: cookie } : {});

beforeAll(async () => {
  api = await createTestApi();
  couple = await createUser(api.database.db);
  vendor = await createUser(api.database.db, { role: 'vendor' });
  admin = await createUser(api.database.db, { role: 'administrator' });
});
afterAll(() => api.close());

describe('the admin operations over GraphQL', () => {
  it('refuse a visitor (UNAUTHENTICATED), a couple and a vendor (FORBIDDEN) before anything changes', async () => {
    const coupleCookie = (await signIn(couple)).cookie;
    const vendorCookie = (await signIn(vendor)).cookie;
    for (const [cookie, code] of [
      [null, 'UNAUTHENTICATED'],
      [coupleCookie, 'FORBIDDEN'],
      [vendorCookie, 'FORBIDDEN'],
    ] as const) {
      for (const [query, variables] of [
        [auditLog, {}],
        [suspend, { id: String(couple.id), reason: 'Spam' }],
        [reinstate, { id: String(couple.id) }],
        [roles, { id: String(vendor.id), roles: ['administrator'] }],
        [updateSetting, { key: 'app.maintenance', value: true }],
      ] as const) {
        const answer = await api.graphql(query, variables, as(cookie));
        expect(answer.errors?.[0].extensions?.code, `${query} as ${code}`).toBe(code);
      }
    }
  });

  it('suspendUser ends the couple’s session and refuses their sign-in; reinstateUser lets them in; the audit log tells both', async () => {
    const adminCookie = (await signIn(admin)).cookie;
    const { cookie: coupleCookie } = await signIn(couple);
    const refused = await api.graphql(suspend, { id: String(couple.id), reason: '' }, as(adminCookie));
    expect(refused.errors?.[0].extensions?.validation).toEqual({ reason: ['Give a reason for the suspension.'] });

    const suspended = await api.graphql<{ suspendUser: { sessionsEnded: number; listingsHeld: number } }>(suspend, { id: String(couple.id), reason: 'Abusive messages' }, as(adminCookie));
    expect(suspended.data?.suspendUser).toEqual({ id: String(couple.id), sessionsEnded: 2, listingsHeld: 0 });
    const me = await api.graphql<{ viewer: { id: string } | null }>('{ viewer { id } }', {}, as(coupleCookie));
    expect(me.data?.viewer).toBeNull();
    const again = await signIn(couple);
    expect(again.answer.errors?.[0]).toMatchObject({ message: 'This account is suspended. Contact us if you think this is a mistake.', extensions: { code: 'FORBIDDEN' } });

    expect((await api.graphql(reinstate, { id: String(couple.id) }, as(adminCookie))).data).toEqual({ reinstateUser: String(couple.id) });
    expect((await signIn(couple)).cookie).toBeTruthy();

    const log = await api.graphql<{ auditLog: { entries: { action: string }[] } }>(auditLog, { filter: { entityId: String(couple.id), action: 'user.' } }, as(adminCookie));
    expect(log.data?.auditLog.entries).toEqual([
      { action: 'user.reinstate', entityId: String(couple.id), actorEmail: admin.email, before: { suspended: true, reason: 'Abusive messages' }, after: { suspended: false }, reason: null },
      { action: 'user.suspend', entityId: String(couple.id), actorEmail: admin.email, before: { suspended: false }, after: { suspended: true, sessionsEnded: 2 }, reason: 'Abusive messages' },
    ]);
  });

  it('suspending a vendor hides their listings until they are reinstated', async () => {
    const adminCookie = (await signIn(admin)).cookie;
    const listing = await createService(api.database.db, { owner: vendor });
    const page = async () => (await api.graphql<{ services: { id: string } | null }>('query ($id: Int!) { services(id: $id) { id } }', { id: listing })).data?.services;
    expect(await page()).toEqual({ id: listing });
    const suspended = await api.graphql<{ suspendUser: { listingsHeld: number } }>(suspend, { id: String(vendor.id), reason: 'Fake reviews' }, as(adminCookie));
    expect(suspended.data?.suspendUser.listingsHeld).toBe(1);
    expect(await page()).toBeNull();
    await api.graphql(reinstate, { id: String(vendor.id) }, as(adminCookie));
    expect(await page()).toEqual({ id: listing });
  });

  it('updateUserRoles sets roles, refuses unknown ones and an administrator’s own demotion; auditLog pages by cursor', async () => {
    const adminCookie = (await signIn(admin)).cookie;
    const unknown = await api.graphql(roles, { id: String(couple.id), roles: ['owner'] }, as(adminCookie));
    expect(unknown.errors?.[0].extensions?.validation).toEqual({ 'roles.0': ['There is no such role.'] });
    const own = await api.graphql(roles, { id: String(admin.id), roles: ['user'] }, as(adminCookie));
    expect(own.errors?.[0].extensions?.code).toBe('CONFLICT');
    const changed = await api.graphql(roles, { id: String(couple.id), roles: ['user', 'vendor'] }, as(adminCookie));
    expect(changed.data).toEqual({ updateUserRoles: { id: String(couple.id), roles: [{ name: 'vendor' }, { name: 'user' }] } });

    const first = await api.graphql<{ auditLog: { entries: { action: string }[]; endCursor: string; hasNextPage: boolean } }>(auditLog, { first: 1 }, as(adminCookie));
    expect(first.data?.auditLog).toMatchObject({ entries: [{ action: 'user.roles', before: { roles: ['user'] }, after: { roles: ['vendor', 'user'] } }], hasNextPage: true });
    const next = await api.graphql<{ auditLog: { entries: { action: string }[] } }>(auditLog, { first: 1, after: first.data!.auditLog.endCursor }, as(adminCookie));
    expect(next.data?.auditLog.entries[0].action).not.toBe('user.roles');
    const badCursor = await api.graphql(auditLog, { after: 'x' }, as(adminCookie));
    expect(badCursor.errors?.[0].extensions?.validation).toEqual({ after: ['The cursor is not valid.'] });
  });

  it('updateSetting saves a value of the setting’s type, shown by settings within the request after', async () => {
    const adminCookie = (await signIn(admin)).cookie;
    const wrong = await api.graphql(updateSetting, { key: 'app.header_categories', value: 'many' }, as(adminCookie));
    expect(wrong.errors?.[0].extensions?.validation).toEqual({ value: ['Enter a whole number in range.'] });
    const unknown = await api.graphql(updateSetting, { key: 'app.secret', value: 1 }, as(adminCookie));
    expect(unknown.errors?.[0].extensions?.validation).toEqual({ key: ['There is no such setting.'] });
    expect((await api.graphql(updateSetting, { key: 'app.header_categories', value: 5 }, as(adminCookie))).data).toEqual({ updateSetting: 5 });
    const settings = await api.graphql<{ settings: Record<string, unknown> }>('{ settings }');
    expect(settings.data?.settings['app.header_categories']).toBe(5);
  });
});
