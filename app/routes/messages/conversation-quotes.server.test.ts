import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { acceptQuote, declineQuote, markDepositReceived, sendQuote, startEnquiry } from '../../../server/modules/bookings';
import { createChatWorld, type ChatWorld } from '../../../tests/factories/messaging';
import { sessionCookieFrom, type TestPerson } from '../../../tests/factories/users';
import { createTestApi, type TestApi } from '../../../tests/setup/api';
import { testContext } from '../../../tests/setup/context';
import { bookingsApi } from '~/features/bookings/bookings-api';
import { loadConversationQuotes } from './conversation-quotes.server';

/** /messages brings a conversation's quotes and details as the cards would read them over GraphQL. */

let api: TestApi;
let world: ChatWorld;

beforeAll(async () => {
  api = await createTestApi();
  world = await createChatWorld(api.database.db, api.imagesDir);
});
afterAll(async () => {
  vi.unstubAllGlobals();
  await api.close();
});

/** The browser's fetch of /graphql, answered by the app with the person's session. */
async function browserOf(person: TestPerson): Promise<void> {
  const login = await api.graphql('mutation ($email: String!, $password: String!) { login(email: $email, password: $password) { id } }', { email: person.email, password: person.password });
  const cookie = sessionCookieFrom(login.headers);
  vi.stubGlobal('fetch', (path: string, init: RequestInit) => api.app.request(path, { ...init, headers: { ...(init.headers as Record<string, string>), Cookie: cookie } }));
}

describe('the quotes /messages brings', () => {
  it('are what the cards read from GraphQL: replaced, declined and booked quotes with their booking, and the enquiry details', async () => {
    const as = (person: TestPerson) => testContext(api.database.db, person);
    const { conversationId } = await startEnquiry(as(world.couple), { serviceId: world.vendorServiceIds[0], message: 'Hello!', weddingDate: '2031-04-12', dateFlexible: false, guests: 90, budget: 12000 });
    const quote = (amount: number) =>
      sendQuote(as(world.vendor), { conversationId, items: [{ description: 'Venue hire', amount }], eventDate: '2031-04-12', depositAmount: 200_000, depositDue: '2031-01-01', terms: 'Deposit secures the date.' });
    await quote(900_000);
    const declined = await quote(880_000);
    await declineQuote(as(world.couple), { id: declined.id, reason: 'Too dear' });
    const accepted = await quote(860_000);
    const { bookingId } = await acceptQuote(as(world.couple), { id: accepted.id });
    await markDepositReceived(as(world.vendor), { id: bookingId });

    for (const person of [world.couple, world.vendor]) {
      await browserOf(person);
      const loaded = await loadConversationQuotes(as(person), String(conversationId));
      expect(loaded).toEqual({ quotes: await bookingsApi.quotes(String(conversationId)), details: await bookingsApi.details(String(conversationId)) });
      expect(loaded.quotes.map((each) => [each.status, each.booking?.status ?? null])).toEqual([
        ['replaced', null],
        ['declined', null],
        ['accepted', 'held'],
      ]);
      expect(loaded.quotes[2].booking?.deposit_received_at).toEqual(expect.any(String));
      expect(loaded.details).toMatchObject({ wedding_date: '2031-04-12', guests: 90, budget: 1_200_000 });
    }
  });
});
