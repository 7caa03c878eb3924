import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdmin, createCouple, createVendor, sessionCookieFrom, type TestPerson } from '../../tests/factories/users';
import { createTestApi, type GraphQLErrorBody, type TestApi } from '../../tests/setup/api';

/** setGuestGroup over HTTP (the guest list page's bulk "set group"), refused to everyone but the couple. */

let api: TestApi;
const cookies: Record<string, string> = {};
const login = `mutation ($email: String!, $password: String!) { login(email: $email, password: $password) { id } }`;
const addGuest = `mutation ($first_name: String!) { addGuest(first_name: $first_name) { households { guests { id first_name group_name } } } }`;
const setGuestGroup = `mutation ($guest_ids: [ID!]!, $group_name: String!) { setGuestGroup(guest_ids: $guest_ids, group_name: $group_name) { households { guests { id first_name group_name } } } }`;
type Result = { households: { guests: { id: string; first_name: string; group_name: string }[] }[] };

const as = (who: string): Record<string, string> => (who === 'visitor' ? {} : { Cookie: cookies[who] });
const codeOf = (result: { errors?: GraphQLErrorBody[] }) => result.errors?.[0].extensions?.code;
const groups = (result: Result) => Object.fromEntries(result.households.flatMap((household) => household.guests).map((guest) => [guest.first_name, guest.group_name]));

async function signIn(person: TestPerson): Promise<string> {
  const result = await api.graphql(login, { email: person.email, password: person.password });
  expect(result.errors).toBeUndefined();
  return sessionCookieFrom(result.headers);
}

beforeAll(async () => {
  api = await createTestApi();
  const people = {
    couple: await createCouple(api.database.db, { firstName: 'Mia' }),
    otherCouple: await createCouple(api.database.db, { firstName: 'Noah' }),
    vendor: await createVendor(api.database.db),
    admin: await createAdmin(api.database.db),
  };
  for (const [name, person] of Object.entries(people)) cookies[name] = await signIn(person);
});
afterAll(() => api.close());

describe('setGuestGroup over GraphQL', () => {
  it('puts the chosen guests in a group, and refuses a visitor, a vendor, an administrator and another couple', async () => {
    await api.graphql(addGuest, { first_name: 'Ava' }, as('couple'));
    const added = await api.graphql<{ addGuest: Result }>(addGuest, { first_name: 'Ben' }, as('couple'));
    const ids = added.data!.addGuest.households.flatMap((household) => household.guests).map((guest) => guest.id);
    const set = await api.graphql<{ setGuestGroup: Result }>(setGuestGroup, { guest_ids: ids, group_name: 'Work' }, as('couple'));
    expect(set.errors).toBeUndefined();
    expect(groups(set.data!.setGuestGroup)).toEqual({ Ava: 'Work', Ben: 'Work' });
    expect(codeOf(await api.graphql(setGuestGroup, { guest_ids: ids, group_name: 'x' }, as('visitor')))).toBe('UNAUTHENTICATED');
    expect(codeOf(await api.graphql(setGuestGroup, { guest_ids: ids, group_name: 'x' }, as('vendor')))).toBe('FORBIDDEN');
    expect(codeOf(await api.graphql(setGuestGroup, { guest_ids: ids, group_name: 'x' }, as('admin')))).toBe('FORBIDDEN');
    expect(codeOf(await api.graphql(setGuestGroup, { guest_ids: ids, group_name: 'x' }, as('otherCouple')))).toBe('NOT_FOUND');
    expect(codeOf(await api.graphql(setGuestGroup, { guest_ids: ['one'], group_name: 'g\u0000' }, as('couple')))).toBe('BAD_USER_INPUT');
  });
});
