import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdmin, createCouple, createVendor, type TestPerson } from '../../tests/factories/users';
import { createTestApi, signInOverGraphQL, type GraphQLErrorBody, type TestApi } from '../../tests/setup/api';

/** Issue 35's deleteMyAccount, cancelAccountDeletion and pendingDeletions over HTTP, as clients call them. */

let api: TestApi;
let couple: TestPerson;
let other: TestPerson;
let vendor: TestPerson;
const cookies: Record<string, string> = {};

const deleteMyAccount = `mutation ($password: String!, $otp: String, $confirm: String!, $remove_reviews: Boolean) {
  deleteMyAccount(password: $password, otp: $otp, confirm: $confirm, remove_reviews: $remove_reviews) { deletion_due_at removes_reviews } }`;
const cancelAccountDeletion = `mutation ($email: String!, $password: String!) { cancelAccountDeletion(email: $email, password: $password) { id email } }`;
const pendingDeletions = `query { pendingDeletions { id email isvendor due_at removes_reviews } }`;
const login = `mutation ($email: String!, $password: String!) { login(email: $email, password: $password) { id } }`;

const as = (who: string): Record<string, string> => (who === 'visitor' ? {} : { Cookie: cookies[who] });
const codeOf = (result: { errors?: GraphQLErrorBody[] }) => result.errors?.[0].extensions?.code;

beforeAll(async () => {
  api = await createTestApi();
  couple = await createCouple(api.database.db);
  other = await createCouple(api.database.db);
  vendor = await createVendor(api.database.db);
  const people = { couple, other, vendor, admin: await createAdmin(api.database.db) };
  for (const [name, person] of Object.entries(people)) cookies[name] = await signInOverGraphQL(api, person);
});
afterAll(() => api.close());

describe('deleting one’s own account over GraphQL', () => {
  it('refuses a visitor, an administrator, a wrong password and a confirmation other than DELETE', async () => {
    expect(codeOf(await api.graphql(deleteMyAccount, { password: couple.password, confirm: 'DELETE' }, as('visitor')))).toBe('UNAUTHENTICATED');
    expect(codeOf(await api.graphql(deleteMyAccount, { password: 'whatever', confirm: 'DELETE' }, as('admin')))).toBe('FORBIDDEN');
    const wrong = await api.graphql(deleteMyAccount, { password: 'not the password', confirm: 'delete please' }, as('couple'));
    expect(wrong.errors?.[0].extensions?.validation).toEqual({ confirm: ['Type DELETE in capital letters to confirm.'] });
    const badPassword = await api.graphql(deleteMyAccount, { password: 'not the password', confirm: 'DELETE' }, as('couple'));
    expect(badPassword.errors?.[0].extensions?.validation).toEqual({ password: ['The current password is not correct.'] });
  });

  it('deletes the viewer’s own account only: the session ends, sign-in answers ACCOUNT_PENDING_DELETION, administrators see it', async () => {
    const done = await api.graphql<{ deleteMyAccount: { deletion_due_at: string; removes_reviews: boolean } }>(deleteMyAccount, { password: couple.password, confirm: 'DELETE', remove_reviews: true }, as('couple'));
    expect(done.errors).toBeUndefined();
    expect(done.data!.deleteMyAccount.removes_reviews).toBe(true);
    expect(Date.parse(done.data!.deleteMyAccount.deletion_due_at) - Date.now()).toBeGreaterThan(13.9 * 86_400_000);
    // The other couple's session is untouched; the deleted one's finds nobody.
    expect((await api.graphql<{ viewer: { id: string } | null }>('{ viewer { id } }', {}, as('other'))).data!.viewer).toMatchObject({ id: String(other.id) });
    expect((await api.graphql<{ viewer: null }>('{ viewer { id } }', {}, as('couple'))).data!.viewer).toBeNull();
    const refused = await api.graphql(login, { email: couple.email, password: couple.password });
    expect(codeOf(refused)).toBe('ACCOUNT_PENDING_DELETION');
    expect(refused.headers.getSetCookie().some((cookie) => cookie.startsWith('ea_session='))).toBe(false);

    expect(codeOf(await api.graphql(pendingDeletions, {}, as('vendor')))).toBe('FORBIDDEN');
    const listed = await api.graphql<{ pendingDeletions: { id: string; email: string; removes_reviews: boolean }[] }>(pendingDeletions, {}, as('admin'));
    expect(listed.data!.pendingDeletions).toEqual([expect.objectContaining({ id: String(couple.id), email: couple.email, removes_reviews: true })]);
  });

  it('cancels with the password only: a wrong password, or another person’s account that is not being deleted, cancels nothing; afterwards the account signs in again', async () => {
    expect(codeOf(await api.graphql(cancelAccountDeletion, { email: couple.email, password: 'not the password' }))).toBe('UNAUTHENTICATED');
    expect(codeOf(await api.graphql(cancelAccountDeletion, { email: other.email, password: other.password }))).toBe('CONFLICT');
    const cancelled = await api.graphql<{ cancelAccountDeletion: { id: string } }>(cancelAccountDeletion, { email: couple.email, password: couple.password });
    expect(cancelled.data!.cancelAccountDeletion.id).toBe(String(couple.id));
    expect(cancelled.headers.getSetCookie().some((cookie) => cookie.startsWith('ea_session='))).toBe(true);
    expect(codeOf(await api.graphql(login, { email: couple.email, password: couple.password }))).toBeUndefined();
    expect((await api.graphql<{ pendingDeletions: unknown[] }>(pendingDeletions, {}, as('admin'))).data!.pendingDeletions).toEqual([]);
  });
});
