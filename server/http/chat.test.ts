import type { AddressInfo } from 'node:net';
import { serve, type ServerType } from '@hono/node-server';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { conversations } from '../../db/schema';
import { createChatWorld, type ChatWorld } from '../../tests/factories/messaging';
import { createTestApi, type TestApi } from '../../tests/setup/api';
import { openEventStream, type EventStreamClient } from '../../tests/setup/event-stream';
import { createMemoryChatBus } from '../integrations/chat-bus/memory-chat-bus';
import { startSession } from '../modules/accounts/start-session';
import type { ChatEvent, ChatMessage } from '../kernel';

/** The chat's REST calls (spec §7) through the whole HTTP stack, and its event stream over a real socket. */

let api: TestApi;
let world: ChatWorld;
let server: ServerType;
let baseUrl: string;
const chatBus = createMemoryChatBus<ChatEvent>();
const cookies: Record<'couple' | 'otherCouple' | 'vendor' | 'otherVendor', string> = { couple: '', otherCouple: '', vendor: '', otherVendor: '' };
let vendorBearer: string;
const streams: EventStreamClient[] = [];

type Who = keyof typeof cookies | null;

async function post(path: string, body: unknown, who: Who, headers: Record<string, string> = {}) {
  const response = await api.app.request(path, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(who ? { Cookie: cookies[who] } : {}), ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
  const text = await response.text();
  const isJson = response.headers.get('content-type')?.startsWith('application/json');
  return { status: response.status, headers: response.headers, text, json: isJson ? JSON.parse(text) : null };
}

async function start(who: Who = 'couple', serviceId = world.vendorServiceIds[0], message = 'Hello! Is 12 March 2027 free?') {
  const user = who === 'otherCouple' ? world.otherCouple : world.couple;
  const response = await post('/api/twilio/start-conversation-with-message', { message, vendor_id: world.vendor.id, vendor_name: 'Grace', user_id: user.id, user_name: 'Us', service_id: serviceId }, who);
  expect(response.status).toBe(200);
  return response.json.conversation_id as string;
}

async function stream(headers: Record<string, string>, query = ''): Promise<EventStreamClient> {
  const client = await openEventStream(`${baseUrl}/api/chat/events${query}`, headers);
  streams.push(client);
  return client;
}

const added = (client: EventStreamClient) => client.events.filter((event) => event.event === 'messageAdded').map((event) => JSON.parse(event.data) as ChatMessage);

beforeAll(async () => {
  api = await createTestApi({}, { chatBus });
  world = await createChatWorld(api.database.db, api.imagesDir);
  for (const who of Object.keys(cookies) as (keyof typeof cookies)[]) cookies[who] = `ea_session=${(await startSession(api.database.db, world[who].id)).token}`;
  vendorBearer = (await startSession(api.database.db, world.vendor.id, 'bearer')).token;
  server = serve({ fetch: api.app.fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise((resolve) => server.once('listening', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  for (const client of streams) client.close();
  await chatBus.close();
  await new Promise((resolve) => server.close(resolve));
  await api.close();
});
beforeEach(async () => {
  for (const client of streams.splice(0)) client.close();
  await api.database.db.delete(conversations);
});

describe('REST calls (spec §7)', () => {
  it('answer 401 in JSON to a visitor, whatever the call', async () => {
    for (const path of ['get-unread-messages-count', 'create-message', 'start-conversation-with-message', 'get-messages', 'get-conversation', 'token']) {
      const response = await post(`/api/twilio/${path}`, {}, null);
      expect(response.status).toBe(401);
      expect(response.json).toEqual({ error: 'Please sign in to continue.', code: 'UNAUTHENTICATED' });
    }
    expect((await post('/api/chat/typing', {}, null)).status).toBe(401);
    expect((await post('/api/chat/spam', {}, null)).status).toBe(401);
  });

  it('answer 400 with a clear message to malformed JSON and bodies that are not objects, never 500', async () => {
    for (const body of ['{"message": "Hi",', 'not json', '"a string"', '[1, 2]', 'null']) {
      const response = await post('/api/twilio/create-message', body, 'couple');
      expect(response.status).toBe(400);
      expect(response.json.error).toMatch(/^The request body must be (JSON|a JSON object)\.$/);
    }
    const wrongTypes = await post('/api/twilio/create-message', { conversation_id: { nested: true }, message: ['Hi'] }, 'couple');
    expect(wrongTypes.status).toBe(400);
    expect(wrongTypes.json).toEqual({
      error: 'conversation_id must be a conversation id. Message must be text.',
      code: 'BAD_USER_INPUT',
      fields: { conversation_id: ['conversation_id must be a conversation id.'], message: ['Message must be text.'] },
    });
  });

  it('start a conversation, send, read and count, in the shapes of the contract', async () => {
    const conversationId = await start();
    expect(conversationId).toMatch(/^\d+$/);
    expect((await post('/api/twilio/get-conversation', { to_id: world.vendor.id, from_id: world.couple.id, service_id: world.vendorServiceIds[0] }, 'couple')).json).toEqual({
      conversation_id: conversationId,
    });
    expect((await post('/api/twilio/get-conversation', { to_id: world.vendor.id, from_id: world.couple.id, service_id: world.vendorServiceIds[1] }, 'couple')).json).toEqual({
      conversation_id: null,
    });

    const created = await post('/api/twilio/create-message', { message: 'And a second question', username: String(world.couple.id), conversation_id: conversationId }, 'couple');
    expect(created.status).toBe(200);
    expect(created.json).toEqual({
      message: { id: expect.stringMatching(/^\d+$/), conversation_id: conversationId, from: String(world.couple.id), msg: 'And a second question', time: expect.any(String) },
    });

    expect((await post('/api/twilio/get-unread-messages-count', {}, 'vendor')).json).toEqual({ count: 2, conversations: [{ conversation_id: conversationId, count: 2 }] });
    // A bearer token works as well as the cookie.
    const read = await post('/api/twilio/get-messages', { conversation_id: conversationId, user_id: world.vendor.id }, null, { Authorization: `Bearer ${vendorBearer}` });
    expect(read.status).toBe(200);
    expect(read.json).toMatchObject({
      from_twilio_id: String(world.couple.id),
      to_twilio_id: String(world.vendor.id),
      from_details: { id: world.couple.id, nickname: 'Emma & Liam', avatar: null },
      to_details: { id: world.vendor.id, nickname: 'Grace', avatar: null },
      service: { id: world.vendorServiceIds[0], name: expect.any(String), url: expect.stringMatching(/^\/au\//), category: { id: expect.any(Number), name: 'venue', title: expect.any(String) } },
    });
    expect(read.json.messages.map((message: ChatMessage) => message.msg)).toEqual(['Hello! Is 12 March 2027 free?', 'And a second question']);
    expect(read.headers.get('cache-control')).toMatch(/no-store/);
    // Reading marked it read.
    expect((await post('/api/twilio/get-unread-messages-count', {}, 'vendor')).json).toEqual({ count: 0, conversations: [] });
  });

  it('refuse a body naming another user (403) and another couple’s conversation (404, as if it did not exist)', async () => {
    const conversationId = await start();
    const asOther = await post('/api/twilio/start-conversation-with-message', { message: 'Hi', vendor_id: world.vendor.id, user_id: world.couple.id, service_id: world.vendorServiceIds[1] }, 'otherCouple');
    expect(asOther).toMatchObject({ status: 403, json: { error: 'You can only act as yourself.', code: 'FORBIDDEN' } });
    const wrongVendor = await post('/api/twilio/start-conversation-with-message', { message: 'Hi', vendor_id: world.otherVendor.id, user_id: world.couple.id, service_id: world.vendorServiceIds[1] }, 'couple');
    expect(wrongVendor).toMatchObject({ status: 400, json: { fields: { vendor_id: ['vendor_id is not the vendor of this service.'] } } });
    expect(await post('/api/twilio/get-messages', { conversation_id: conversationId, user_id: world.couple.id }, 'otherCouple')).toMatchObject({ status: 403 });
    for (const who of ['otherCouple', 'otherVendor'] as const) {
      const user = world[who];
      expect(await post('/api/twilio/get-messages', { conversation_id: conversationId, user_id: user.id }, who)).toMatchObject({
        status: 404,
        json: { error: 'Conversation not found.', code: 'NOT_FOUND' },
      });
      expect(await post('/api/twilio/create-message', { message: 'Hi', conversation_id: conversationId }, who)).toMatchObject({ status: 404 });
      expect(await post('/api/chat/typing', { conversation_id: conversationId, typing: true }, who)).toMatchObject({ status: 404 });
    }
    expect(await post('/api/twilio/get-messages', { conversation_id: '999999', user_id: world.otherCouple.id }, 'otherCouple')).toMatchObject({ status: 404, json: { error: 'Conversation not found.' } });
    expect(await post('/api/twilio/get-conversation', { to_id: world.vendor.id, from_id: world.couple.id, service_id: world.vendorServiceIds[0] }, 'otherCouple')).toMatchObject({ status: 403 });
    expect(await post('/api/twilio/token', { email: world.couple.email }, 'otherCouple')).toMatchObject({ status: 403 });
  });

  it('refuse blank and over-long messages with their messages', async () => {
    const conversationId = await start();
    expect(await post('/api/twilio/create-message', { message: '  \n ', conversation_id: conversationId }, 'couple')).toMatchObject({
      status: 400,
      json: { error: 'Message cannot be empty.', fields: { message: ['Message cannot be empty.'] } },
    });
    expect(await post('/api/twilio/create-message', { message: 'x'.repeat(5001), conversation_id: conversationId }, 'couple')).toMatchObject({
      status: 400,
      json: { error: 'Message must be at most 5,000 characters.' },
    });
  });

  it('limit messages per person with 429 and Retry-After', async () => {
    const conversationId = await start('otherCouple');
    let last = await post('/api/twilio/create-message', { message: 'Again', conversation_id: conversationId }, 'otherCouple');
    for (let n = 0; n < 40 && last.status === 200; n += 1) last = await post('/api/twilio/create-message', { message: 'Again', conversation_id: conversationId }, 'otherCouple');
    expect(last.status).toBe(429);
    expect(last.json.code).toBe('TOO_MANY_ATTEMPTS');
    expect(Number(last.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('refuse a cross-site POST before it reaches the chat (CSRF)', async () => {
    const response = await post('/api/twilio/create-message', { message: 'Hi', conversation_id: '1' }, 'couple', { Origin: 'https://evil.example' });
    expect(response.status).toBe(403);
    expect(response.text).toBe('Cross-site request refused.');
    expect(await api.database.db.select().from(conversations)).toEqual([]);
  });

  it('typing answers 204; spam is the vendor’s alone', async () => {
    const conversationId = await start();
    const typing = await api.app.request('/api/chat/typing', { method: 'POST', headers: { Cookie: cookies.couple }, body: JSON.stringify({ conversation_id: conversationId, typing: true }) });
    expect(typing.status).toBe(204);
    expect(await post('/api/chat/spam', { conversation_id: conversationId, spam: true }, 'couple')).toMatchObject({ status: 403 });
    expect(await post('/api/chat/spam', { conversation_id: conversationId, spam: true }, 'vendor')).toMatchObject({ status: 200, json: { conversation_id: conversationId, spam: true } });
    expect(await post('/api/chat/spam', { conversation_id: conversationId, spam: 'yes' }, 'vendor')).toMatchObject({ status: 400, json: { fields: { spam: ['spam must be true or false.'] } } });
  });
});

describe('GraphQL (spec §7)', () => {
  const conversationsQuery = `query ($user: Int!) { conversations(user_id: $user) {
    id conversation_id from_user { id nickname avatar } to_user { id nickname avatar } service { id name url category { id name title } }
    last_msg_at from_counts to_counts unread_count last_message spam } }`;
  const serviceChatQuery = `query ($id: Int!) { getServiceChat(id: $id) { service_id service_name vendor { id nickname avatar } conversation_id can_message } }`;

  it('lists the viewer’s conversations and a service’s chat facts; another user’s list is refused', async () => {
    const conversationId = await start();
    const listed = await api.graphql<{ conversations: unknown[] }>(conversationsQuery, { user: world.vendor.id }, { Cookie: cookies.vendor });
    expect(listed.errors).toBeUndefined();
    expect(listed.data?.conversations).toEqual([
      {
        id: conversationId,
        conversation_id: conversationId,
        from_user: { id: world.couple.id, nickname: 'Emma & Liam', avatar: null },
        to_user: { id: world.vendor.id, nickname: 'Grace', avatar: null },
        service: { id: world.vendorServiceIds[0], name: expect.any(String), url: expect.any(String), category: { id: expect.any(Number), name: 'venue', title: expect.any(String) } },
        last_msg_at: expect.stringMatching(/Z$/),
        from_counts: 0,
        to_counts: 1,
        unread_count: 1,
        last_message: 'Hello! Is 12 March 2027 free?',
        spam: false,
      },
    ]);
    const refused = await api.graphql(conversationsQuery, { user: world.couple.id }, { Cookie: cookies.otherCouple });
    expect(refused.errors?.[0]).toMatchObject({ message: 'You can only act as yourself.', extensions: { code: 'FORBIDDEN' } });

    const chat = await api.graphql(serviceChatQuery, { id: world.vendorServiceIds[0] }, { Cookie: cookies.couple });
    expect(chat.data).toEqual({
      getServiceChat: { service_id: world.vendorServiceIds[0], service_name: expect.any(String), vendor: { id: world.vendor.id, nickname: 'Grace', avatar: null }, conversation_id: conversationId, can_message: true },
    });
    expect((await api.graphql(serviceChatQuery, { id: world.vendorServiceIds[0] })).data).toMatchObject({ getServiceChat: { conversation_id: null, can_message: false } });
    expect((await api.graphql(serviceChatQuery, { id: 999_999 })).data).toEqual({ getServiceChat: null });

    const spam = `mutation ($id: ID!) { markConversationSpam(conversation_id: $id, spam: true) { conversation_id spam } }`;
    expect((await api.graphql(spam, { id: conversationId }, { Cookie: cookies.couple })).errors?.[0].extensions?.code).toBe('FORBIDDEN');
    expect((await api.graphql(spam, { id: conversationId }, { Cookie: cookies.vendor })).data).toEqual({ markConversationSpam: { conversation_id: conversationId, spam: true } });
    expect((await api.graphql<{ conversations: unknown[] }>(conversationsQuery, { user: world.vendor.id }, { Cookie: cookies.vendor })).data?.conversations).toEqual([]);
  });
});

describe('the event stream over HTTP', () => {
  it('is refused without a session, a bearer token or a chat token', async () => {
    const client = await stream({});
    expect(client.status).toBe(401);
    expect(JSON.parse(await client.body())).toEqual({ error: 'Please sign in to continue.', code: 'UNAUTHENTICATED' });
    const forged = await stream({}, '?token=v1.1.abc.123.def');
    expect(forged.status).toBe(401);
  });

  it('sends ready, then each message live to both participants, uncompressed and with the security headers', async () => {
    const conversationId = await start();
    const vendor = await stream({ Cookie: cookies.vendor, 'Accept-Encoding': 'gzip, deflate, br' });
    const couple = await stream({ Authorization: `Bearer ${(await startSession(api.database.db, world.couple.id, 'bearer')).token}` });
    expect(vendor.status).toBe(200);
    expect(vendor.headers['content-type']).toBe('text/event-stream; charset=utf-8');
    expect(vendor.headers['content-encoding']).toBeUndefined();
    expect(vendor.headers['cache-control']).toBe('no-store, no-transform');
    expect(vendor.headers['x-content-type-options']).toBe('nosniff');
    expect(vendor.headers['content-security-policy']).toContain("default-src 'self'");
    expect(JSON.parse((await vendor.waitFor((event) => event.event === 'ready')).data)).toEqual({ user_id: String(world.vendor.id) });
    expect(JSON.parse((await vendor.waitFor((event) => event.event === 'unreadCount')).data)).toEqual({ count: 1 });
    expect(vendor.retry).toBe(3000);
    await couple.waitFor((event) => event.event === 'ready');

    const from = vendor.events.length;
    const sent = (await post('/api/twilio/create-message', { message: 'Live!', conversation_id: conversationId }, 'couple')).json.message as ChatMessage;
    const arrived = await vendor.waitFor((event) => event.event === 'messageAdded', { from });
    expect(arrived.id).toBe(sent.id);
    expect(JSON.parse(arrived.data)).toEqual(sent);
    expect(JSON.parse((await vendor.waitFor((event) => event.event === 'unreadCount', { from })).data)).toEqual({ count: 2 });
    // The sender's own stream hears it too (their other tabs; "Sending..." ends).
    expect(JSON.parse((await couple.waitFor((event) => event.event === 'messageAdded')).data)).toEqual(sent);
  });

  it('resumes after a disconnection from Last-Event-ID: what was sent meanwhile arrives once, in order, then live', async () => {
    const conversationId = await start();
    const first = await stream({ Cookie: cookies.vendor });
    await first.waitFor((event) => event.event === 'ready');
    const live = (await post('/api/twilio/create-message', { message: 'Before', conversation_id: conversationId }, 'couple')).json.message as ChatMessage;
    const lastId = (await first.waitFor((event) => event.event === 'messageAdded')).id!;
    expect(lastId).toBe(live.id);
    first.close();
    await first.closed;

    const meanwhile: ChatMessage[] = [];
    for (const text of ['While away 1', 'While away 2', 'While away 3']) {
      meanwhile.push((await post('/api/twilio/create-message', { message: text, conversation_id: conversationId }, 'couple')).json.message);
    }
    const resumed = await stream({ Cookie: cookies.vendor, 'Last-Event-ID': lastId });
    await resumed.waitFor((event) => event.event === 'messageAdded' && event.id === meanwhile[2].id);
    const after = (await post('/api/twilio/create-message', { message: 'After', conversation_id: conversationId }, 'couple')).json.message as ChatMessage;
    await resumed.waitFor((event) => event.event === 'messageAdded' && event.id === after.id);
    expect(added(resumed).map((message) => message.msg)).toEqual(['While away 1', 'While away 2', 'While away 3', 'After']);
    expect(resumed.events.filter((event) => event.event === 'messageAdded').map((event) => event.id)).toEqual([...meanwhile, after].map((message) => message.id));
    // The ready event comes first, before the replay.
    expect(resumed.events[0].event).toBe('ready');

    // ?lastEventId= does the same for clients that cannot set the header.
    const byQuery = await stream({ Cookie: cookies.vendor }, `?lastEventId=${meanwhile[1].id}`);
    await byQuery.waitFor((event) => event.event === 'messageAdded' && event.id === after.id);
    expect(added(byQuery).map((message) => message.msg)).toEqual(['While away 3', 'After']);
  });

  it('sends typing events to the other participant only', async () => {
    const conversationId = await start();
    const vendor = await stream({ Cookie: cookies.vendor });
    const couple = await stream({ Cookie: cookies.couple });
    const outsider = await stream({ Cookie: cookies.otherCouple });
    await Promise.all([vendor, couple, outsider].map((client) => client.waitFor((event) => event.event === 'ready')));
    await post('/api/chat/typing', { conversation_id: conversationId, typing: true }, 'couple');
    await post('/api/chat/typing', { conversation_id: conversationId, typing: false }, 'couple');
    const data = { conversation_id: conversationId, user_id: String(world.couple.id), name: 'Emma & Liam' };
    expect(JSON.parse((await vendor.waitFor((event) => event.event === 'typingStarted')).data)).toEqual(data);
    expect(JSON.parse((await vendor.waitFor((event) => event.event === 'typingEnded')).data)).toEqual(data);
    // A message after the typing events: when it has arrived, so would any typing event before it.
    await post('/api/twilio/create-message', { message: 'Done typing', conversation_id: conversationId }, 'couple');
    await couple.waitFor((event) => event.event === 'messageAdded');
    expect(couple.events.some((event) => event.event.startsWith('typing'))).toBe(false);
    expect(outsider.events.map((event) => event.event)).toEqual(['ready', 'unreadCount']);
  });

  it('takes a chat token from /api/twilio/token as ?token=, and lets go of its listener when the client leaves', async () => {
    const issued = await post('/api/twilio/token', { email: world.otherVendor.email }, 'otherVendor');
    expect(issued.json).toEqual({ token: expect.any(String), expires_at: expect.stringMatching(/Z$/) });
    const client = await stream({}, `?token=${encodeURIComponent(issued.json.token)}`);
    expect(client.status).toBe(200);
    expect(JSON.parse((await client.waitFor((event) => event.event === 'ready')).data)).toEqual({ user_id: String(world.otherVendor.id) });
    expect(chatBus.listenerCount(world.otherVendor.id)).toBe(1);
    client.close();
    await client.closed;
    for (let attempt = 0; attempt < 100 && chatBus.listenerCount(world.otherVendor.id) > 0; attempt += 1) await new Promise((resolve) => setTimeout(resolve, 20));
    expect(chatBus.listenerCount(world.otherVendor.id)).toBe(0);
  });
});
