import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApi, signInCast, type GraphQLErrorBody, type TestApi } from '../../tests/setup/api';

/** Issue 34's guest-list operations over HTTP, as clients call them, each refused to everyone but the couple. */

let api: TestApi;
const cookies: Record<string, string> = {};

const listFields = `rsvp_code rsvp_message rsvp_cutoff counts { households guests adults children infants } meals { meal count } dietary { guest_id name dietary }
  households { id name email guests { id household_id first_name last_name age_group side group_name meal plus_one_of table_id invitations { event_id status } } }
  events { id name kind date time place counts { invited attending declined waiting } } tables { id name seats seated over guest_ids } deleted { id first_name deleted_at }`;

const operations = {
  guestList: `query { guestList { ${listFields} } }`,
  addHousehold: `mutation ($name: String!, $address: String, $email: String, $phone: String) { addHousehold(name: $name, address: $address, email: $email, phone: $phone) { ${listFields} } }`,
  updateHousehold: `mutation ($id: ID!, $name: String) { updateHousehold(id: $id, name: $name) { ${listFields} } }`,
  deleteHousehold: `mutation ($id: ID!) { deleteHousehold(id: $id) { counts { households } } }`,
  addGuest: `mutation ($first_name: String!, $last_name: String, $household_id: ID, $plus_one_of: ID, $age_group: String, $meal: String, $dietary: String, $plus_ones_allowed: Int, $event_ids: [ID!]) {
    addGuest(first_name: $first_name, last_name: $last_name, household_id: $household_id, plus_one_of: $plus_one_of, age_group: $age_group, meal: $meal, dietary: $dietary, plus_ones_allowed: $plus_ones_allowed, event_ids: $event_ids) { ${listFields} } }`,
  updateGuest: `mutation ($id: ID!, $meal: String) { updateGuest(id: $id, meal: $meal) { ${listFields} } }`,
  deleteGuest: `mutation ($id: ID!) { deleteGuest(id: $id) { ${listFields} } }`,
  restoreGuest: `mutation ($id: ID!) { restoreGuest(id: $id) { ${listFields} } }`,
  addEvent: `mutation ($name: String!, $date: String, $time: String, $place: String) { addEvent(name: $name, date: $date, time: $time, place: $place) { ${listFields} } }`,
  updateEvent: `mutation ($id: ID!, $name: String, $time: String) { updateEvent(id: $id, name: $name, time: $time) { ${listFields} } }`,
  setInvitations: `mutation ($guest_ids: [ID!]!, $event_ids: [ID!]!, $invited: Boolean!) { setInvitations(guest_ids: $guest_ids, event_ids: $event_ids, invited: $invited) { ${listFields} } }`,
  setGuestGroup: `mutation ($guest_ids: [ID!]!, $group_name: String!) { setGuestGroup(guest_ids: $guest_ids, group_name: $group_name) { ${listFields} } }`,
  recordAnswer: `mutation ($guest_id: ID!, $event_id: ID!, $status: String!) { recordAnswer(guest_id: $guest_id, event_id: $event_id, status: $status) { ${listFields} } }`,
  addTable: `mutation ($name: String!, $seats: Int!) { addTable(name: $name, seats: $seats) { ${listFields} } }`,
  updateTable: `mutation ($id: ID!, $seats: Int) { updateTable(id: $id, seats: $seats) { ${listFields} } }`,
  seatGuest: `mutation ($guest_id: ID!, $table_id: ID) { seatGuest(guest_id: $guest_id, table_id: $table_id) { ${listFields} } }`,
  regenerateRsvpCode: `mutation { regenerateRsvpCode { rsvp_code } }`,
  setRsvpSettings: `mutation ($message: String, $cutoff: String) { setRsvpSettings(message: $message, cutoff: $cutoff) { rsvp_message rsvp_cutoff } }`,
};

type Guest = { id: string; household_id: string; first_name: string; group_name: string; table_id: string | null; invitations: { event_id: string; status: string }[] };
type List = {
  rsvp_code: string;
  counts: { guests: number; adults: number; children: number };
  households: { id: string; name: string; guests: Guest[] }[];
  events: { id: string; kind: string; time: string | null; counts: { invited: number } }[];
  tables: { id: string; seats: number; seated: number; over: boolean }[];
  deleted: { id: string }[];
  meals: { meal: string; count: number }[];
};

const as = (who: string): Record<string, string> => (who === 'visitor' ? {} : { Cookie: cookies[who] });
const codeOf = (result: { errors?: GraphQLErrorBody[] }) => result.errors?.[0].extensions?.code;
const guestsOf = (list: List) => list.households.flatMap((household) => household.guests);


async function call<K extends string>(name: keyof typeof operations, variables: Record<string, unknown>, who = 'couple'): Promise<List> {
  const result = await api.graphql<Record<K, List>>(operations[name], variables, as(who));
  expect(result.errors, name).toBeUndefined();
  return (result.data as Record<string, List>)[name]!;
}

beforeAll(async () => {
  api = await createTestApi();
  Object.assign(cookies, await signInCast(api));
});
afterAll(() => api.close());

describe('the guest list over GraphQL', () => {
  it('keeps households, guests, events, invitations and tables, and refuses everyone else', async () => {
    let list = await call('guestList', {});
    expect(list.rsvp_code).toHaveLength(43);
    expect(list.events.map((event) => event.kind)).toEqual(['ceremony', 'reception']);
    list = await call('addHousehold', { name: 'The Nguyens', email: 'nguyens@example.com' });
    const householdId = list.households[0]!.id;
    await call('updateHousehold', { id: householdId, name: 'Nguyen family' });
    list = await call('addGuest', { first_name: 'Christopher', last_name: 'Nguyen', household_id: householdId, meal: 'Fish', plus_ones_allowed: 1 });
    const chris = guestsOf(list)[0]!;
    list = await call('addGuest', { first_name: 'Sam', plus_one_of: chris.id, meal: 'Beef' });
    list = await call('addGuest', { first_name: 'Ada', last_name: 'Nguyen', household_id: householdId, age_group: 'child', event_ids: [list.events[1]!.id] });
    expect(list.counts).toMatchObject({ guests: 3, adults: 2, children: 1 });
    expect(list.events.map((event) => event.counts.invited)).toEqual([2, 3]);
    list = await call('updateGuest', { id: chris.id, meal: 'Vegetarian' });
    expect(list.meals).toEqual([{ meal: 'Beef', count: 1 }, { meal: 'Vegetarian', count: 1 }]);
    list = await call('addEvent', { name: 'Welcome drinks', date: '2027-06-30', time: '18:30', place: 'The Rocks' });
    const drinks = list.events[2]!;
    list = await call('updateEvent', { id: drinks.id, time: null });
    expect(list.events[2]!.time).toBeNull();
    list = await call('setInvitations', { guest_ids: guestsOf(list).map((guest) => guest.id), event_ids: [drinks.id], invited: true });
    expect(list.events[2]!.counts.invited).toBe(3);
    list = await call('setGuestGroup', { guest_ids: [chris.id, guestsOf(list)[1]!.id], group_name: 'Work' });
    expect(guestsOf(list).map((guest) => guest.group_name)).toEqual(['Work', 'Work', '']);
    list = await call('recordAnswer', { guest_id: chris.id, event_id: drinks.id, status: 'declined' });
    expect(list.events[2]!.counts).toMatchObject({ declined: 1, waiting: 2 });
    list = await call('addTable', { name: 'Table 1', seats: 1 });
    const tableId = list.tables[0]!.id;
    await call('seatGuest', { guest_id: chris.id, table_id: tableId });
    list = await call('updateTable', { id: tableId, seats: 2 });
    await call('seatGuest', { guest_id: guestsOf(list)[1]!.id, table_id: tableId });
    list = await call('updateTable', { id: tableId, seats: 1 });
    expect(list.tables[0]).toMatchObject({ seats: 1, seated: 2, over: true });
    list = await call('deleteGuest', { id: chris.id });
    expect(list.deleted).toHaveLength(2);
    list = await call('restoreGuest', { id: chris.id });
    expect(list.counts.guests).toBe(3);
    const code = list.rsvp_code;
    expect((await call('regenerateRsvpCode', {})).rsvp_code).not.toBe(code);
    expect(await call('setRsvpSettings', { message: 'See you there', cutoff: '2027-06-01' })).toEqual({ rsvp_message: 'See you there', rsvp_cutoff: '2027-06-01' });

    // Input refused per field, under the names the client sent.
    const bad = await api.graphql(operations.addGuest, { first_name: ' ', meal: 'm'.repeat(81), household_id: 'x' }, as('couple'));
    expect(codeOf(bad)).toBe('BAD_USER_INPUT');
    expect(Object.keys(bad.errors?.[0].extensions?.validation ?? {}).sort()).toEqual(['first_name', 'household_id', 'meal']);
    // A NUL byte is refused at the edge, before any use case.
    expect(codeOf(await api.graphql(operations.addGuest, { first_name: 'A\u0000' }, as('couple')))).toBe('BAD_USER_INPUT');
    expect(codeOf(await api.graphql(operations.setGuestGroup, { guest_ids: ['one'], group_name: 'g\u0000' }, as('couple')))).toBe('BAD_USER_INPUT');
    expect(codeOf(await api.graphql(operations.recordAnswer, { guest_id: chris.id, event_id: drinks.id, status: 'maybe' }, as('couple')))).toBe('BAD_USER_INPUT');

    const variables: Record<keyof typeof operations, Record<string, unknown>> = {
      guestList: {},
      addHousehold: { name: 'Mine now' },
      updateHousehold: { id: householdId, name: 'Mine now' },
      deleteHousehold: { id: householdId },
      addGuest: { first_name: 'Mine now', household_id: householdId },
      updateGuest: { id: chris.id, meal: 'Mine now' },
      deleteGuest: { id: chris.id },
      restoreGuest: { id: chris.id },
      addEvent: { name: 'Mine now' },
      updateEvent: { id: drinks.id, name: 'Mine now' },
      setInvitations: { guest_ids: [chris.id], event_ids: [drinks.id], invited: false },
      setGuestGroup: { guest_ids: [chris.id], group_name: 'Mine now' },
      recordAnswer: { guest_id: chris.id, event_id: drinks.id, status: 'attending' },
      addTable: { name: 'Mine now', seats: 2 },
      updateTable: { id: tableId, seats: 9 },
      seatGuest: { guest_id: chris.id, table_id: null },
      regenerateRsvpCode: {},
      setRsvpSettings: { message: 'Mine now' },
    };
    const withIds = ['updateHousehold', 'deleteHousehold', 'addGuest', 'updateGuest', 'deleteGuest', 'restoreGuest', 'updateEvent', 'setInvitations', 'setGuestGroup', 'recordAnswer', 'updateTable', 'seatGuest'];
    for (const name of Object.keys(operations) as (keyof typeof operations)[]) {
      expect(codeOf(await api.graphql(operations[name], variables[name], as('visitor'))), name).toBe('UNAUTHENTICATED');
      expect(codeOf(await api.graphql(operations[name], variables[name], as('vendor'))), name).toBe('FORBIDDEN');
      expect(codeOf(await api.graphql(operations[name], variables[name], as('admin'))), name).toBe('FORBIDDEN');
      if (withIds.includes(name)) expect(codeOf(await api.graphql(operations[name], variables[name], as('otherCouple'))), name).toBe('NOT_FOUND');
    }
    const after = await call('guestList', {});
    expect(after.counts.guests).toBe(3);
    expect(after.households[0]!.name).toBe('Nguyen family');
  });
});
