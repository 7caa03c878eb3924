import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createChatWorld, type ChatWorld } from '../../tests/factories/messaging';
import { createAdmin, type TestPerson } from '../../tests/factories/users';
import { createTestApi, signInOverGraphQL, type TestApi } from '../../tests/setup/api';

/** Issue 31's operations over HTTP, as clients call them: the REST start with details, then GraphQL. */

let api: TestApi;
let world: ChatWorld;
const cookies: Record<string, string> = {};

const detailsQuery = `query ($id: ID!) { enquiryDetails(conversation_id: $id) { conversation_id wedding_date date_flexible guests budget currency } }`;
const sendQuoteMutation = `mutation ($id: ID!, $items: [QuoteItemInput!]!, $date: String!, $deposit: Int, $due: String, $terms: String, $days: Int) {
  sendQuote(conversation_id: $id, items: $items, event_date: $date, deposit_amount: $deposit, deposit_due: $due, terms: $terms, valid_days: $days) {
    id status total tax tax_name currency event_date items { description amount } valid_days
  }
}`;
const quotesQuery = `query ($id: ID!) { quotes(conversation_id: $id) { id status booking_id } }`;
const acceptMutation = `mutation ($id: ID!) { acceptQuote(id: $id) { id status booking_id } }`;
const confirmMutation = `mutation ($id: ID!) { confirmBooking(id: $id) { id status event_date service_name } }`;
const myBookingsQuery = `query { myBookings { bookings { id status total } totals { currency booked held } } }`;
const pipelineQuery = `query { vendorPipeline { counts { new replied quoted booked lost } listings { service_id enquiries booked conversion } } }`;

// The shared helper: an administrator's second step comes with their code.
const signIn = (person: TestPerson): Promise<string> => signInOverGraphQL(api, person);

async function post(path: string, body: unknown, cookie?: string) {
  const response = await api.app.request(path, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(cookie ? { Cookie: cookie } : {}) },
    body: JSON.stringify(body),
  });
  return { status: response.status, json: (await response.json()) as Record<string, unknown> };
}

const as = (who: string) => ({ Cookie: cookies[who] });

beforeAll(async () => {
  api = await createTestApi();
  world = await createChatWorld(api.database.db, api.imagesDir);
  const admin = await createAdmin(api.database.db);
  for (const [name, person] of Object.entries({ couple: world.couple, otherCouple: world.otherCouple, vendor: world.vendor, otherVendor: world.otherVendor, admin })) {
    cookies[name] = await signIn(person);
  }
});
afterAll(() => api.close());

describe('enquiry to booking over HTTP', () => {
  it('starts with details over REST, quotes, accepts and confirms over GraphQL, each refused to everyone else', async () => {
    const started = await post(
      '/api/twilio/start-conversation-with-message',
      { message: 'Hello!', service_id: world.vendorServiceIds[0], user_id: world.couple.id, wedding_date: '2031-04-12', date_flexible: false, guests: 90, budget: 12000 },
      cookies.couple,
    );
    expect(started.status).toBe(200);
    const conversationId = started.json.conversation_id as string;
    const bad = await post('/api/twilio/start-conversation-with-message', { message: 'Hi', service_id: world.vendorServiceIds[1], wedding_date: '12/04/2031', guests: 0 }, cookies.couple);
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.json.fields as object).sort()).toEqual(['guests', 'wedding_date']);

    expect((await api.graphql(detailsQuery, { id: conversationId }, as('vendor'))).data).toEqual({
      enquiryDetails: { conversation_id: conversationId, wedding_date: '2031-04-12', date_flexible: false, guests: 90, budget: 1_200_000, currency: 'aud' },
    });
    for (const who of ['otherCouple', 'otherVendor', 'admin']) {
      expect((await api.graphql(detailsQuery, { id: conversationId }, as(who))).errors?.[0].extensions?.code).toBe('NOT_FOUND');
    }
    expect((await api.graphql(detailsQuery, { id: conversationId })).errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');

    const quoteVariables = { id: conversationId, items: [{ description: 'Venue hire', amount: 880_000 }], date: '2031-04-12', deposit: 200_000, due: '2031-01-01', terms: 'Deposit secures the date.' };
    expect((await api.graphql(sendQuoteMutation, quoteVariables, as('couple'))).errors?.[0].extensions?.code).toBe('FORBIDDEN');
    expect((await api.graphql(sendQuoteMutation, quoteVariables, as('otherVendor'))).errors?.[0].extensions?.code).toBe('NOT_FOUND');
    const zero = await api.graphql(sendQuoteMutation, { ...quoteVariables, items: [{ description: 'Venue hire', amount: 0 }] }, as('vendor'));
    expect(Object.keys(zero.errors?.[0].extensions?.validation ?? {})).toEqual(['items.0.amount']);
    const past = await api.graphql(sendQuoteMutation, { ...quoteVariables, date: '2001-01-01', deposit: null, due: null }, as('vendor'));
    expect(Object.keys(past.errors?.[0].extensions?.validation ?? {})).toEqual(['event_date']);
    const sent = await api.graphql<{ sendQuote: { id: string; total: number; tax: number } }>(sendQuoteMutation, quoteVariables, as('vendor'));
    expect(sent.errors).toBeUndefined();
    expect(sent.data!.sendQuote).toMatchObject({ status: 'open', total: 880_000, tax: 80_000, tax_name: 'GST', currency: 'aud', valid_days: 7 });
    const quoteId = sent.data!.sendQuote.id;

    expect((await api.graphql(quotesQuery, { id: conversationId }, as('otherCouple'))).errors?.[0].extensions?.code).toBe('NOT_FOUND');
    expect((await api.graphql(acceptMutation, { id: quoteId }, as('vendor'))).errors?.[0].extensions?.code).toBe('FORBIDDEN');
    const accepted = await api.graphql<{ acceptQuote: { booking_id: string } }>(acceptMutation, { id: quoteId }, as('couple'));
    expect(accepted.data!.acceptQuote).toMatchObject({ status: 'accepted' });
    const bookingId = accepted.data!.acceptQuote.booking_id;

    expect((await api.graphql(confirmMutation, { id: bookingId }, as('couple'))).errors?.[0].extensions?.code).toBe('FORBIDDEN');
    expect((await api.graphql(confirmMutation, { id: bookingId }, as('admin'))).errors?.[0].extensions?.code).toBe('NOT_FOUND');
    expect((await api.graphql(confirmMutation, { id: bookingId })).errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    expect((await api.graphql(confirmMutation, { id: bookingId }, as('vendor'))).data).toMatchObject({ confirmBooking: { id: bookingId, status: 'booked', event_date: '2031-04-12' } });

    expect((await api.graphql(myBookingsQuery, {}, as('couple'))).data).toEqual({
      myBookings: { bookings: [{ id: bookingId, status: 'booked', total: 880_000 }], totals: [{ currency: 'aud', booked: 880_000, held: 0 }] },
    });
    const pipeline = await api.graphql<{ vendorPipeline: { counts: Record<string, number> } }>(pipelineQuery, {}, as('vendor'));
    expect(pipeline.data!.vendorPipeline.counts).toEqual({ new: 0, replied: 0, quoted: 0, booked: 1, lost: 0 });
    expect((await api.graphql(pipelineQuery, {}, as('couple'))).errors?.[0].extensions?.code).toBe('FORBIDDEN');

    // A second couple accepting a quote for the same day is refused with its message.
    const second = await post('/api/twilio/start-conversation-with-message', { message: 'Is 12 April free?', service_id: world.vendorServiceIds[0] }, cookies.otherCouple);
    const secondQuote = await api.graphql<{ sendQuote: { id: string } }>(sendQuoteMutation, { ...quoteVariables, id: second.json.conversation_id }, as('vendor'));
    const refused = await api.graphql(acceptMutation, { id: secondQuote.data!.sendQuote.id }, as('otherCouple'));
    expect(refused.errors?.[0].extensions?.code).toBe('CONFLICT');
    expect(refused.errors?.[0].message).toMatch(/already held or booked for another wedding on that date/);
  });

  it('keeps templates and the auto-reply to vendors', async () => {
    const save = `mutation ($id: ID, $title: String!, $body: String!) { saveReplyTemplate(id: $id, title: $title, body: $body) { id title body } }`;
    const saved = await api.graphql<{ saveReplyTemplate: { id: string } }>(save, { title: 'Not available', body: 'Sorry {couple_name}, {wedding_date} is taken. Another date?' }, as('vendor'));
    expect(saved.errors).toBeUndefined();
    const listed = await api.graphql(`query { replyTemplates { id title } autoReply { enabled body } }`, {}, as('vendor'));
    expect(listed.data).toEqual({ replyTemplates: [{ id: saved.data!.saveReplyTemplate.id, title: 'Not available' }], autoReply: { enabled: false, body: '' } });
    const remove = `mutation ($id: ID!) { deleteReplyTemplate(id: $id) { id } }`;
    expect((await api.graphql(remove, { id: saved.data!.saveReplyTemplate.id }, as('otherVendor'))).errors?.[0].extensions?.code).toBe('NOT_FOUND');
    const auto = `mutation ($enabled: Boolean!, $body: String) { setAutoReply(enabled: $enabled, body: $body) { enabled body } }`;
    expect((await api.graphql(auto, { enabled: true, body: 'Thanks, we reply within a day.' }, as('couple'))).errors?.[0].extensions?.code).toBe('FORBIDDEN');
    expect((await api.graphql(auto, { enabled: true, body: 'Thanks, we reply within a day.' }, as('vendor'))).data).toEqual({ setAutoReply: { enabled: true, body: 'Thanks, we reply within a day.' } });
  });
});
