import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApi, signInCast, type GraphQLErrorBody, type TestApi } from '../../tests/setup/api';
import { waitForMail } from '../../tests/setup/outbox';

/** Issue 34's public RSVP operations and the couple's inbox over HTTP, as clients call them. */

let api: TestApi;
const cookies: Record<string, string> = {};
type Who = 'couple' | 'otherCouple' | 'vendor' | 'admin' | 'visitor';
const as = (who: Who): Record<string, string> => (who === 'visitor' ? {} : { Cookie: cookies[who]! });
const codeOf = (result: { errors?: GraphQLErrorBody[] }) => result.errors?.[0]?.extensions?.code;

const householdFields = 'household_token name message answered_at members { id first_name last_name meal dietary plus_ones_allowed plus_one_of invitations { event_id status } } events { id name date time place }';
const operations = {
  addGuest: 'mutation ($first_name: String!, $last_name: String, $email: String, $plus_ones_allowed: Int) { addGuest(first_name: $first_name, last_name: $last_name, email: $email, plus_ones_allowed: $plus_ones_allowed) { rsvp_code households { id name rsvp_message rsvp_email rsvp_answered_at guests { id first_name plus_one_of } } } }',
  setRsvpSettings: 'mutation ($message: String, $cutoff: String, $meal_options: [String!]) { setRsvpSettings(message: $message, cutoff: $cutoff, meal_options: $meal_options) { rsvp_message rsvp_cutoff meal_options } }',
  rsvpPage: 'query ($code: String!) { rsvpPage(code: $code) { couple_names wedding_date wedding_place message cutoff open meal_options events { id name date time place } } }',
  rsvpFind: `mutation ($code: String!, $first_name: String!, $last_name: String!, $email: String, $altcha: String) { rsvpFind(code: $code, first_name: $first_name, last_name: $last_name, email: $email, altcha: $altcha) { status household { ${householdFields} } } }`,
  rsvpHousehold: `query ($code: String!, $household_token: String!) { rsvpHousehold(code: $code, household_token: $household_token) { ${householdFields} } }`,
  rsvpRespond: `mutation ($code: String!, $household_token: String!, $answers: [RsvpMemberAnswerInput!]!, $message: String, $email: String) {
    rsvpRespond(code: $code, household_token: $household_token, answers: $answers, message: $message, email: $email) { confirmation_sent_to household { ${householdFields} } } }`,
  rsvpLeaveNote: 'mutation ($code: String!, $first_name: String!, $last_name: String!, $email: String, $note: String!) { rsvpLeaveNote(code: $code, first_name: $first_name, last_name: $last_name, email: $email, note: $note) }',
  rsvpInbox: 'query { rsvpInbox { id first_name last_name email note created_at resolved_at resolution guest_id } }',
  resolveRsvp: 'mutation ($id: ID!, $action: String!, $guest_id: ID) { resolveRsvp(id: $id, action: $action, guest_id: $guest_id) { id first_name resolution guest_id } }',
};

type Member = { id: string; first_name: string; last_name: string; meal: string; plus_one_of: string | null; invitations: { event_id: string; status: string }[] };
type Household = { household_token: string; name: string; message: string; answered_at: string | null; members: Member[]; events: { id: string; name: string }[] };

async function call<T>(name: keyof typeof operations, variables: Record<string, unknown>, who: Who = 'visitor'): Promise<T> {
  const result = await api.graphql<Record<string, T>>(operations[name], variables, as(who));
  expect(result.errors, name).toBeUndefined();
  return result.data![name]!;
}


let code: string;

beforeAll(async () => {
  api = await createTestApi();
  Object.assign(cookies, await signInCast(api, { firstName: 'Mia', nickname: 'Mia & Leo', weddingDate: '2099-06-12 00:00:00' }));
  await call('addGuest', { first_name: 'Christopher', last_name: 'Nguyen', plus_ones_allowed: 1 }, 'couple');
  code = (await call<{ rsvp_code: string }>('addGuest', { first_name: 'Priya', last_name: 'Patel' }, 'couple')).rsvp_code;
});
afterAll(() => api.close());

describe('the RSVP side over GraphQL', () => {
  it('finds a guest, takes their answers and sends the confirmation, without signing in', async () => {
    await call('setRsvpSettings', { message: 'Dance with us!', meal_options: ['Fish', 'Beef'] }, 'couple');
    const page = await call<{ couple_names: string; meal_options: string[]; events: { name: string }[] }>('rsvpPage', { code });
    expect(page).toMatchObject({ couple_names: 'Mia & Leo', wedding_date: '2099-06-12', message: 'Dance with us!', open: true, meal_options: ['Fish', 'Beef'] });
    expect(page.events.map((event) => event.name)).toEqual(['Ceremony', 'Reception']);

    const found = await call<{ status: string; household: Household }>('rsvpFind', { code, first_name: 'Chris', last_name: 'NGUYEN' });
    expect(found.status).toBe('found');
    expect(JSON.stringify(found)).not.toContain('Priya');
    const { household_token: token, members, events } = found.household;
    const chris = members[0]!;
    const response = await call<{ confirmation_sent_to: string; household: Household }>('rsvpRespond', {
      code,
      household_token: token,
      answers: [{ guest_id: chris.id, events: events.map((event) => ({ event_id: event.id, attending: true })), meal: 'Fish', plus_ones: [{ first_name: 'Sam', last_name: 'Lee', meal: 'Beef' }] }],
      message: 'See you there',
      email: 'chris@example.com',
    });
    expect(response.confirmation_sent_to).toBe('chris@example.com');
    expect(response.household.members.map((member) => [member.first_name, member.meal, member.plus_one_of, member.invitations.map((invitation) => invitation.status)])).toEqual([
      ['Christopher', 'Fish', null, ['attending', 'attending']],
      ['Sam', 'Beef', chris.id, ['attending', 'attending']],
    ]);
    const mail = await waitForMail(api.outboxDir, 'chris@example.com', { subject: 'Your RSVP for Mia & Leo’s wedding' });
    expect(mail.links.some((link) => link.endsWith(`/rsvp/${code}/${token}`))).toBe(true);
    expect((await call<Household>('rsvpHousehold', { code, household_token: token })).message).toBe('See you there');
    const [household] = (await call<{ households: { name: string; rsvp_message: string; rsvp_email: string; rsvp_answered_at: string }[] }>('addGuest', { first_name: 'Olu', last_name: 'Ade' }, 'couple')).households;
    expect(household).toMatchObject({ rsvp_message: 'See you there', rsvp_email: 'chris@example.com' });

    // Over the limit, and a meal not on offer: every field at once, under the client's names.
    const refused = await api.graphql(operations.rsvpRespond, { code, household_token: token, answers: [{ guest_id: chris.id, meal: 'Pizza', plus_ones: [{ first_name: 'A' }, { first_name: 'B' }] }] });
    expect(codeOf(refused)).toBe('BAD_USER_INPUT');
    expect(Object.keys(refused.errors?.[0]?.extensions?.validation ?? {}).sort()).toEqual(['answers.0.meal', 'answers.0.plus_ones']);
  });

  it('answers a made-up name and two of a name without naming anyone', async () => {
    expect(await call('rsvpFind', { code, first_name: 'Bartholomew', last_name: 'Quince' })).toEqual({ status: 'not-found', household: null });
    await call('addGuest', { first_name: 'Priya', last_name: 'Patel', email: 'second.priya@example.com' }, 'couple');
    expect(await call('rsvpFind', { code, first_name: 'Priya', last_name: 'Patel' })).toEqual({ status: 'needs-email', household: null });
    expect((await call<{ household: Household }>('rsvpFind', { code, first_name: 'Priya', last_name: 'Patel', email: 'second.priya@example.com' })).household.members).toHaveLength(1);
  });

  it('keeps names out of URLs: the lookup is a mutation, never a GET', async () => {
    const url = `/graphql?query=${encodeURIComponent(operations.rsvpFind)}&variables=${encodeURIComponent(JSON.stringify({ code, first_name: 'Chris', last_name: 'Nguyen' }))}`;
    const response = await api.app.request(url, { headers: { Accept: 'application/graphql-response+json' } });
    expect(response.status).toBe(405);
  });

  it('refuses a wrong code, a wrong token and bad input', async () => {
    const wrong = await api.graphql(operations.rsvpPage, { code: 'x'.repeat(43) });
    expect(codeOf(wrong)).toBe('NOT_FOUND');
    expect(wrong.errors?.[0]?.message).toBe('This RSVP link is not valid. Ask the couple for their current link.');
    expect(codeOf(await api.graphql(operations.rsvpHousehold, { code, household_token: 'x'.repeat(43) }))).toBe('NOT_FOUND');
    const bad = await api.graphql(operations.rsvpLeaveNote, { code, first_name: '', last_name: 'Q'.repeat(81), note: 'n'.repeat(2001) });
    expect(Object.keys(bad.errors?.[0]?.extensions?.validation ?? {}).sort()).toEqual(['first_name', 'last_name', 'note']);
    expect(codeOf(await api.graphql(operations.rsvpFind, { code, first_name: 'A\u0000', last_name: 'B' }))).toBe('BAD_USER_INPUT');
  });

  it('gives the couple their inbox, which they alone resolve', async () => {
    expect(await call('rsvpLeaveNote', { code, first_name: 'Lena', last_name: 'Fischer', email: 'lena@example.com', note: 'Priya’s partner' })).toBe(true);
    expect(await call('rsvpLeaveNote', { code, first_name: 'Spam', last_name: 'Bot', note: 'Buy now' })).toBe(true);
    const inbox = await call<{ id: string; first_name: string; email: string; resolution: string | null }[]>('rsvpInbox', {}, 'couple');
    expect(inbox.map((entry) => [entry.first_name, entry.email, entry.resolution])).toEqual([
      ['Spam', '', null],
      ['Lena', 'lena@example.com', null],
    ]);
    const [spam, lena] = inbox;
    for (const who of ['visitor', 'vendor', 'admin'] as const) {
      expect(codeOf(await api.graphql(operations.rsvpInbox, {}, as(who))), who).toBe(who === 'visitor' ? 'UNAUTHENTICATED' : 'FORBIDDEN');
      expect(codeOf(await api.graphql(operations.resolveRsvp, { id: spam!.id, action: 'dismiss' }, as(who))), who).toBe(who === 'visitor' ? 'UNAUTHENTICATED' : 'FORBIDDEN');
    }
    expect(await call('rsvpInbox', {}, 'otherCouple')).toEqual([]);
    expect(codeOf(await api.graphql(operations.resolveRsvp, { id: spam!.id, action: 'dismiss' }, as('otherCouple')))).toBe('NOT_FOUND');
    await call('resolveRsvp', { id: spam!.id, action: 'dismiss' }, 'couple');
    const after = await call<{ first_name: string; resolution: string; guest_id: string | null }[]>('resolveRsvp', { id: lena!.id, action: 'add' }, 'couple');
    expect(after.map((entry) => [entry.first_name, entry.resolution])).toEqual([
      ['Lena', 'added'],
      ['Spam', 'dismissed'],
    ]);
    expect(after[0]!.guest_id).not.toBeNull();
  });
});
