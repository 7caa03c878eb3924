import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { DatabaseHandle } from '../../../db/client';
import { sessions, users } from '../../../db/schema/accounts';
import { chatMessages, conversations } from '../../../db/schema/messaging';
import { createChatWorld, type ChatWorld } from '../../../tests/factories/messaging';
import { createTestDatabase } from '../../../tests/setup/database';
import { expectInvalid, expectRefusal } from '../../../tests/setup/assertions';
import { testContext } from '../../../tests/setup/context';
import { createMemoryChatBus } from '../../integrations/chat-bus/memory-chat-bus';
import { createMemoryRateLimiter } from '../../integrations/rate-limit/memory-rate-limiter';
import type { RateLimiter } from '../../integrations/rate-limit/rate-limiter';
import { startSession } from '../accounts/start-session';
import type { Viewer, ChatEvent, ChatEventBus } from '../../kernel';
import { issueChatToken } from './issue-chat-token';
import { countUnreadMessages } from './count-unread-messages';
import { findConversation } from './find-conversation';
import { findServiceChat } from './find-service-chat';
import { getConversationMessages } from './get-conversation-messages';
import { listConversations } from './list-conversations';
import { markConversationSpam } from './mark-conversation-spam';
import { sendMessage } from './send-message';
import { setTyping } from './set-typing';
import { startConversation } from './start-conversation';
import { verifyChatToken } from './verify-chat-token';

let database: DatabaseHandle;
let imagesDir: string;
let world: ChatWorld;
let bus: ChatEventBus;
let rateLimiter: RateLimiter;

const db = () => database.db;
const as = (viewer: Viewer | null) => testContext(database.db, viewer, { chatBus: bus, rateLimiter });

/** Every event a person's streams would hear, from now on. */
async function listen(userId: number): Promise<ChatEvent[]> {
  const heard: ChatEvent[] = [];
  await bus.subscribe(userId, { onEvent: (event) => heard.push(event) });
  return heard;
}

async function start(viewer: Viewer = world.couple, serviceId = world.vendorServiceIds[0], message = 'Hello! Is 12 March 2027 free?') {
  return startConversation(as(viewer), { serviceId, message, userId: viewer.id });
}

beforeAll(async () => {
  database = await createTestDatabase();
  imagesDir = mkdtempSync(join(tmpdir(), 'ever-after-chat-'));
  world = await createChatWorld(database.db, imagesDir);
});
afterAll(async () => {
  await database.close();
  rmSync(imagesDir, { recursive: true, force: true });
});
beforeEach(async () => {
  bus = createMemoryChatBus<ChatEvent>();
  rateLimiter = createMemoryRateLimiter();
  await database.db.delete(conversations);
  await database.db.update(users).set({ messagesNotifyFrequently: 1 });
});
afterEach(async () => {
  await bus.close();
  await rateLimiter.close();
});

describe('starting a conversation', () => {
  it('starts one with the first message, and appends to it when the couple writes about the service again', async () => {
    const first = await start();
    expect(first).toMatchObject({ created: true, message: { conversation_id: String(first.conversationId), from: String(world.couple.id), msg: 'Hello! Is 12 March 2027 free?' } });
    expect(first.message.time).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
    const again = await start(world.couple, world.vendorServiceIds[0], 'Also, do you allow dogs?');
    expect(again).toMatchObject({ created: false, conversationId: first.conversationId });
    expect(Number(again.message.id)).toBeGreaterThan(Number(first.message.id));
    const [row] = await db().select().from(conversations).where(eq(conversations.id, first.conversationId));
    expect(row).toMatchObject({ coupleId: world.couple.id, vendorId: world.vendor.id, serviceId: world.vendorServiceIds[0], vendorUnread: 2, coupleUnread: 0, lastMessageId: Number(again.message.id) });
    // Another service of the same vendor is another conversation.
    expect((await start(world.couple, world.vendorServiceIds[1])).created).toBe(true);
  });

  it('keeps one conversation per couple and service when several tabs start it at once', async () => {
    const results = await Promise.all([1, 2, 3, 4].map((n) => start(world.couple, world.vendorServiceIds[0], `Tab ${n}`)));
    expect(new Set(results.map((result) => result.conversationId)).size).toBe(1);
    expect(results.filter((result) => result.created)).toHaveLength(1);
    expect(await db().select().from(chatMessages).where(eq(chatMessages.conversationId, results[0].conversationId))).toHaveLength(4);
  });

  it('is refused to visitors, for another user, to the wrong vendor, for unknown, unclaimed and own listings', async () => {
    await expectRefusal(startConversation(as(null), { serviceId: world.vendorServiceIds[0], message: 'Hi' }), 'UNAUTHENTICATED');
    expect(await expectRefusal(startConversation(as(world.couple), { serviceId: world.vendorServiceIds[0], message: 'Hi', userId: world.otherCouple.id }), 'FORBIDDEN')).toMatchObject({
      message: 'You can only act as yourself.',
    });
    expect(await expectInvalid(startConversation(as(world.couple), { serviceId: world.vendorServiceIds[0], message: 'Hi', vendorId: world.otherVendor.id }), ['vendorId'])).toEqual({
      vendorId: ['vendor_id is not the vendor of this service.'],
    });
    expect(await expectRefusal(startConversation(as(world.couple), { serviceId: 999_999, message: 'Hi' }), 'NOT_FOUND')).toMatchObject({ message: 'There is no such service.' });
    expect(await expectRefusal(startConversation(as(world.couple), { serviceId: world.unclaimedServiceId, message: 'Hi' }), 'CONFLICT')).toMatchObject({
      message: 'This listing has no vendor to message yet.',
    });
    expect(await expectRefusal(startConversation(as(world.vendor), { serviceId: world.vendorServiceIds[0], message: 'Hi' }), 'FORBIDDEN')).toMatchObject({
      message: 'You cannot message your own listing.',
    });
    expect(await expectInvalid(startConversation(as(world.couple), { serviceId: 'abc', message: 'Hi' }), ['serviceId'])).toEqual({ serviceId: ['service_id must be a service id.'] });
    expect(await db().select().from(conversations)).toEqual([]);
  });

  it('lets a vendor write to another vendor’s listing as a couple would', async () => {
    const started = await start(world.vendor, world.otherVendorServiceId, 'Shall we send couples to each other?');
    const [row] = await db().select().from(conversations).where(eq(conversations.id, started.conversationId));
    expect(row).toMatchObject({ coupleId: world.vendor.id, vendorId: world.otherVendor.id });
  });
});

describe('message text', () => {
  it('refuses blank and whitespace-only messages, and more than 5,000 characters', async () => {
    for (const message of ['', '   ', '\n\t \r\n', '\u0000']) {
      expect(await expectInvalid(start(world.couple, world.vendorServiceIds[0], message), ['message'])).toEqual({ message: ['Message cannot be empty.'] });
    }
    expect(await expectInvalid(start(world.couple, world.vendorServiceIds[0], 'x'.repeat(5001)), ['message'])).toEqual({ message: ['Message must be at most 5,000 characters.'] });
    expect(await expectInvalid(startConversation(as(world.couple), { serviceId: world.vendorServiceIds[0], message: 42 as unknown as string }), ['message'])).toEqual({
      message: ['Message must be text.'],
    });
    expect(await db().select().from(chatMessages)).toEqual([]);
  });

  it('keeps 5,000 characters counted as characters, trims the ends and keeps HTML as typed', async () => {
    const hearts = '💕'.repeat(5000);
    expect((await start(world.couple, world.vendorServiceIds[0], hearts)).message.msg).toBe(hearts);
    const html = await start(world.couple, world.vendorServiceIds[0], '  <b>Hi</b>\r\n<script>alert(1)</script>\n\n');
    expect(html.message.msg).toBe('<b>Hi</b>\n<script>alert(1)</script>');
  });
});

describe('sending', () => {
  it('lets either participant write, and nobody else: another couple and another vendor get "Conversation not found"', async () => {
    const { conversationId } = await start();
    const reply = await sendMessage(as(world.vendor), { conversationId: String(conversationId), message: 'Yes, it is free!' });
    expect(reply).toMatchObject({ conversation_id: String(conversationId), from: String(world.vendor.id), msg: 'Yes, it is free!' });
    expect((await sendMessage(as(world.couple), { conversationId, message: 'Wonderful' })).from).toBe(String(world.couple.id));
    for (const outsider of [world.otherCouple, world.otherVendor]) {
      expect(await expectRefusal(sendMessage(as(outsider), { conversationId, message: 'Let me in' }), 'NOT_FOUND')).toMatchObject({ message: 'Conversation not found.' });
    }
    // An id that does not exist answers exactly the same.
    expect(await expectRefusal(sendMessage(as(world.couple), { conversationId: 987_654, message: 'Anyone?' }), 'NOT_FOUND')).toMatchObject({ message: 'Conversation not found.' });
    await expectRefusal(sendMessage(as(null), { conversationId, message: 'Hi' }), 'UNAUTHENTICATED');
    expect(await expectInvalid(sendMessage(as(world.couple), { conversationId: 'twelve', message: 'Hi' }), ['conversationId'])).toEqual({ conversationId: ['conversation_id must be a conversation id.'] });
    expect(await db().select().from(chatMessages).where(eq(chatMessages.conversationId, conversationId))).toHaveLength(3);
  });

  it('takes username only when it names a participant (spec §7), and refuses any other user', async () => {
    const { conversationId } = await start();
    await sendMessage(as(world.couple), { conversationId, message: 'As myself', username: world.couple.id });
    await sendMessage(as(world.vendor), { conversationId, message: 'Naming the recipient', username: String(world.couple.id) });
    await expectRefusal(sendMessage(as(world.couple), { conversationId, message: 'As someone else', username: world.otherCouple.id }), 'FORBIDDEN');
  });

  it('counts unread messages for the recipient; sending reads the sender’s own', async () => {
    const { conversationId } = await start();
    await sendMessage(as(world.couple), { conversationId, message: 'Second' });
    expect(await countUnreadMessages(as(world.vendor), {})).toEqual({ count: 2, conversations: [{ conversationId, count: 2 }] });
    expect(await countUnreadMessages(as(world.couple), {})).toEqual({ count: 0, conversations: [] });
    const reply = await sendMessage(as(world.vendor), { conversationId, message: 'Reply' });
    expect(await countUnreadMessages(as(world.vendor), {})).toEqual({ count: 0, conversations: [] });
    expect(await countUnreadMessages(as(world.couple), {})).toEqual({ count: 1, conversations: [{ conversationId, count: 1 }] });
    const [row] = await db().select().from(conversations).where(eq(conversations.id, conversationId));
    expect(row.vendorLastReadId).toBe(Number(reply.id));
    await expectRefusal(countUnreadMessages(as(null), {}), 'UNAUTHENTICATED');
  });

  it('allows 30 messages a minute per person, then refuses with the wait', async () => {
    const { conversationId } = await start();
    // The first message counted as one.
    for (let n = 2; n <= 30; n += 1) await sendMessage(as(world.couple), { conversationId, message: `Message ${n}` });
    const refused = await expectRefusal(sendMessage(as(world.couple), { conversationId, message: 'One too many' }), 'TOO_MANY_ATTEMPTS');
    expect(refused).toMatchObject({ message: 'You are sending messages too quickly. Please wait a moment.' });
    expect(refused.retryAfterSeconds).toBeGreaterThan(0);
    // The other participant has their own count.
    await sendMessage(as(world.vendor), { conversationId, message: 'I can still answer' });
    expect(await db().select().from(chatMessages).where(eq(chatMessages.conversationId, conversationId))).toHaveLength(31);
  });

  it('tells both participants, and only them; the message knows the one before it', async () => {
    const [coupleHears, vendorHears, outsiderHears] = await Promise.all([listen(world.couple.id), listen(world.vendor.id), listen(world.otherCouple.id)]);
    const first = await start();
    const second = await sendMessage(as(world.vendor), { conversationId: first.conversationId, message: 'Reply' });
    const added = (events: ChatEvent[]) => events.filter((event) => event.type === 'messageAdded');
    expect(added(coupleHears)).toEqual([
      { type: 'messageAdded', message: first.message, prevId: null },
      { type: 'messageAdded', message: second, prevId: Number(first.message.id) },
    ]);
    expect(added(vendorHears)).toEqual(added(coupleHears));
    expect(outsiderHears).toEqual([]);
    // Unread totals: the vendor's went to 1 with the first message, the couple's to 1 with the reply.
    expect(vendorHears.filter((event) => event.type === 'unreadCount')).toEqual([
      { type: 'unreadCount', data: { count: 1 } },
      { type: 'unreadCount', data: { count: 0 } },
    ]);
    expect(coupleHears.filter((event) => event.type === 'unreadCount')).toEqual([{ type: 'unreadCount', data: { count: 1 } }]);
  });

  it('tells the recipient their total over all their conversations, leaving out ones they marked spam', async () => {
    const vendorHears = await listen(world.vendor.id);
    const first = await start(world.couple, world.vendorServiceIds[0], 'One');
    await start(world.otherCouple, world.vendorServiceIds[0], 'Two');
    await sendMessage(as(world.couple), { conversationId: first.conversationId, message: 'Three' });
    const spam = await start(world.otherCouple, world.vendorServiceIds[1], 'Spam 1');
    await markConversationSpam(as(world.vendor), { conversationId: spam.conversationId, spam: true });
    await sendMessage(as(world.otherCouple), { conversationId: spam.conversationId, message: 'Spam 2' });
    await start(world.couple, world.vendorServiceIds[2], 'Four');
    const counts = vendorHears.flatMap((event) => (event.type === 'unreadCount' ? [event.data.count] : []));
    // 1, 2, 3; then 4 with the spam's first message, 3 once it is marked spam; none for Spam 2; 4.
    expect(counts).toEqual([1, 2, 3, 4, 3, 4]);
    expect((await countUnreadMessages(as(world.vendor), {})).count).toBe(4);
  });
});

describe('reading a conversation', () => {
  it('answers its people, service and messages oldest first, and marks it read for the viewer', async () => {
    const { conversationId } = await start();
    for (let n = 2; n <= 12; n += 1) await sendMessage(as(world.couple), { conversationId, message: `Message ${n}` });
    const vendorHears = await listen(world.vendor.id);
    const history = await getConversationMessages(as(world.vendor), { conversationId: String(conversationId), userId: String(world.vendor.id) });
    expect(history.messages).toHaveLength(12);
    expect(history.messages.map((message) => message.msg).slice(-2)).toEqual(['Message 11', 'Message 12']);
    expect(history.hasMore).toBe(false);
    expect(history.conversation).toMatchObject({
      id: conversationId,
      couple: { id: world.couple.id, nickname: 'Emma & Liam', avatar: null },
      // No nickname: the first name stands in.
      vendor: { id: world.vendor.id, nickname: 'Grace', avatar: null },
      side: 'vendor',
      partner: { id: world.couple.id },
      unread: 0,
      vendorUnread: 0,
      spam: false,
    });
    expect(history.conversation.service).toMatchObject({ id: world.vendorServiceIds[0], category: { name: 'venue', title: expect.any(String) } });
    expect(history.conversation.service.url).toMatch(new RegExp(`^/au/nsw/wedding-venues/${world.vendorServiceIds[0]}/`));
    // Spec §4: more than 10 messages, so the last-read index moves to the last one.
    const [row] = await db().select().from(conversations).where(eq(conversations.id, conversationId));
    expect(row).toMatchObject({ vendorUnread: 0, vendorLastReadId: Number(history.messages[11].id), vendorNotifyAt: null });
    expect(vendorHears).toEqual([{ type: 'unreadCount', data: { count: 0 } }]);
    // Opening it again changes nothing and tells nobody.
    await getConversationMessages(as(world.vendor), { conversationId });
    expect(vendorHears).toHaveLength(1);
  });

  it('pages back through older messages', async () => {
    const { conversationId } = await start(world.couple, world.vendorServiceIds[0], 'Message 1');
    for (let n = 2; n <= 5; n += 1) await sendMessage(as(world.couple), { conversationId, message: `Message ${n}` });
    const newest = await getConversationMessages(as(world.couple), { conversationId, limit: 2 });
    expect(newest.messages.map((message) => message.msg)).toEqual(['Message 4', 'Message 5']);
    expect(newest.hasMore).toBe(true);
    const older = await getConversationMessages(as(world.couple), { conversationId, limit: 2, beforeId: newest.messages[0].id });
    expect(older.messages.map((message) => message.msg)).toEqual(['Message 2', 'Message 3']);
    expect(await expectInvalid(getConversationMessages(as(world.couple), { conversationId, limit: 501 }), ['limit'])).toEqual({ limit: ['limit must be a whole number from 1 to 500.'] });
  });

  it('is refused to anyone but its participants, and for another user id', async () => {
    const { conversationId } = await start();
    for (const outsider of [world.otherCouple, world.otherVendor]) {
      expect(await expectRefusal(getConversationMessages(as(outsider), { conversationId }), 'NOT_FOUND')).toMatchObject({ message: 'Conversation not found.' });
    }
    await expectRefusal(getConversationMessages(as(world.otherCouple), { conversationId, userId: world.couple.id }), 'FORBIDDEN');
    await expectRefusal(getConversationMessages(as(world.couple), { conversationId, userId: world.vendor.id }), 'FORBIDDEN');
    await expectRefusal(getConversationMessages(as(null), { conversationId }), 'UNAUTHENTICATED');
    // Nothing was marked read by the refusals.
    expect((await countUnreadMessages(as(world.vendor), {})).count).toBe(1);
  });
});

describe('listing conversations', () => {
  it('lists the viewer’s own, newest first, with the partner and a preview of the last message', async () => {
    const older = await start(world.couple, world.vendorServiceIds[0], 'First conversation');
    const newer = await start(world.couple, world.otherVendorServiceId, `A long message ${'x'.repeat(200)}`);
    await start(world.otherCouple, world.vendorServiceIds[0], 'Not yours');
    const list = await listConversations(as(world.couple), { userId: world.couple.id });
    expect(list.map((conversation) => conversation.id)).toEqual([newer.conversationId, older.conversationId]);
    expect(list[0]).toMatchObject({ side: 'couple', partner: { id: world.otherVendor.id, nickname: 'Oliver' }, unread: 0, vendorUnread: 1, coupleUnread: 0 });
    expect([...list[0].lastMessage!.preview]).toHaveLength(120);
    expect(list[0].lastMessage!.preview.endsWith('…')).toBe(true);
    expect(list[1].lastMessage).toMatchObject({ preview: 'First conversation', from: world.couple.id });

    // The vendor sees the couples as their partners (spec §6).
    const vendorList = await listConversations(as(world.vendor), { userId: String(world.vendor.id) });
    expect(vendorList.map((conversation) => [conversation.side, conversation.partner.nickname, conversation.unread])).toEqual([
      ['vendor', 'Aroha & Sam', 1],
      ['vendor', 'Emma & Liam', 1],
    ]);
  });

  it('is only for the person themselves', async () => {
    await start();
    expect(await expectRefusal(listConversations(as(world.otherCouple), { userId: world.couple.id }), 'FORBIDDEN')).toMatchObject({ message: 'You can only act as yourself.' });
    await expectRefusal(listConversations(as(null), { userId: world.couple.id }), 'UNAUTHENTICATED');
    expect(await listConversations(as(world.otherCouple), { userId: world.otherCouple.id })).toEqual([]);
  });
});

describe('finding conversations', () => {
  it('finds the conversation between the viewer and another person about a service, either way round', async () => {
    const { conversationId } = await start();
    const service = world.vendorServiceIds[0];
    expect(await findConversation(as(world.couple), { fromId: world.couple.id, toId: world.vendor.id, serviceId: service })).toBe(conversationId);
    expect(await findConversation(as(world.vendor), { fromId: String(world.vendor.id), toId: String(world.couple.id), serviceId: String(service) })).toBe(conversationId);
    expect(await findConversation(as(world.couple), { fromId: world.couple.id, toId: world.vendor.id, serviceId: world.vendorServiceIds[1] })).toBeNull();
    expect(await findConversation(as(world.otherCouple), { fromId: world.otherCouple.id, toId: world.vendor.id, serviceId: service })).toBeNull();
    await expectRefusal(findConversation(as(world.otherCouple), { fromId: world.couple.id, toId: world.vendor.id, serviceId: service }), 'FORBIDDEN');
  });

  it('answers a service page’s chat facts: vendor, the viewer’s conversation, whether they may write', async () => {
    const { conversationId } = await start();
    const service = world.vendorServiceIds[0];
    expect(await findServiceChat(as(world.couple), { id: service })).toMatchObject({
      serviceId: service,
      vendor: { id: world.vendor.id, nickname: 'Grace', avatar: null },
      conversationId,
      canMessage: true,
    });
    expect(await findServiceChat(as(world.otherCouple), { id: service })).toMatchObject({ conversationId: null, canMessage: true });
    expect(await findServiceChat(as(null), { id: service })).toMatchObject({ vendor: { id: world.vendor.id }, conversationId: null, canMessage: false });
    expect(await findServiceChat(as(world.vendor), { id: service })).toMatchObject({ conversationId: null, canMessage: false });
    expect(await findServiceChat(as(world.couple), { id: world.unclaimedServiceId })).toMatchObject({ vendor: null, canMessage: false });
    expect(await findServiceChat(as(world.couple), { id: 999_999 })).toBeNull();
  });
});

describe('spam', () => {
  it('only the conversation’s vendor marks it; it leaves their list and counts and they stop hearing of it', async () => {
    const { conversationId } = await start();
    expect(await expectRefusal(markConversationSpam(as(world.couple), { conversationId, spam: true }), 'FORBIDDEN')).toMatchObject({
      message: 'Only the vendor of a conversation can mark it as spam.',
    });
    await expectRefusal(markConversationSpam(as(world.otherVendor), { conversationId, spam: true }), 'NOT_FOUND');
    expect(await markConversationSpam(as(world.vendor), { conversationId: String(conversationId), spam: true })).toEqual({ conversationId, spam: true });

    expect(await listConversations(as(world.vendor), { userId: world.vendor.id })).toEqual([]);
    expect(await countUnreadMessages(as(world.vendor), {})).toEqual({ count: 0, conversations: [] });
    const vendorHears = await listen(world.vendor.id);
    const coupleHears = await listen(world.couple.id);
    const sent = await sendMessage(as(world.couple), { conversationId, message: 'Hello again?' });
    await setTyping(as(world.couple), { conversationId, typing: true });
    expect(vendorHears).toEqual([]);
    expect(coupleHears).toContainEqual(expect.objectContaining({ type: 'messageAdded', message: sent }));
    // The couple is not told: their list shows no spam flag.
    expect((await listConversations(as(world.couple), { userId: world.couple.id }))[0]).toMatchObject({ id: conversationId, spam: false });
    const [row] = await db().select().from(conversations).where(eq(conversations.id, conversationId));
    expect(row.vendorNotifyAt).toBeNull();

    // Taken back: it is listed again, with what came meanwhile.
    await markConversationSpam(as(world.vendor), { conversationId, spam: false });
    expect((await listConversations(as(world.vendor), { userId: world.vendor.id }))[0]).toMatchObject({ id: conversationId, unread: 2, spam: false });
  });
});

describe('typing', () => {
  it('tells the other participant only, with the typist’s name; outsiders are refused', async () => {
    const { conversationId } = await start();
    const [coupleHears, vendorHears, outsiderHears] = await Promise.all([listen(world.couple.id), listen(world.vendor.id), listen(world.otherCouple.id)]);
    await setTyping(as(world.couple), { conversationId: String(conversationId), typing: true });
    await setTyping(as(world.couple), { conversationId, typing: false });
    const data = { conversation_id: String(conversationId), user_id: String(world.couple.id), name: 'Emma & Liam' };
    expect(vendorHears).toEqual([
      { type: 'typingStarted', data },
      { type: 'typingEnded', data },
    ]);
    expect(coupleHears).toEqual([]);
    expect(outsiderHears).toEqual([]);
    await expectRefusal(setTyping(as(world.otherCouple), { conversationId, typing: true }), 'NOT_FOUND');
    expect(await expectInvalid(setTyping(as(world.couple), { conversationId, typing: 'yes' as unknown as boolean }), ['typing'])).toEqual({ typing: ['typing must be true or false.'] });
  });
});

describe('chat tokens', () => {
  it('are the viewer’s own, work for an hour and end with the session', async () => {
    const session = await startSession(db(), world.couple.id);
    const [stored] = await db().select({ id: sessions.id }).from(sessions).where(eq(sessions.expiresAt, session.expiresAt));
    const context = testContext(db(), world.couple, { session: { id: stored.id, kind: 'cookie', expiresAt: session.expiresAt, renewed: false } });
    await expectRefusal(issueChatToken(context, { email: world.otherCouple.email }), 'FORBIDDEN');
    await expectRefusal(issueChatToken({ ...context, viewer: null }, { email: world.couple.email }), 'UNAUTHENTICATED');
    const { token, expiresAt } = await issueChatToken(context, { email: world.couple.email.toUpperCase() });
    expect(expiresAt.getTime() - Date.now()).toBeGreaterThan(59 * 60_000);
    expect((await verifyChatToken(as(null), { token }))?.id).toBe(world.couple.id);
    // Tampered with: another user id, or a changed signature.
    expect(await verifyChatToken(as(null), { token: token.replace(`v1.${world.couple.id}.`, `v1.${world.otherCouple.id}.`) })).toBeNull();
    expect(await verifyChatToken(as(null), { token: `${token.slice(0, -2)}${token.endsWith('AA') ? 'BB' : 'AA'}` })).toBeNull();
    expect(await verifyChatToken(as(null), { token: 'nonsense' })).toBeNull();
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(Date.now() + 61 * 60_000);
      expect(await verifyChatToken(as(null), { token })).toBeNull();
    } finally {
      vi.useRealTimers();
    }
    await db().delete(sessions).where(eq(sessions.id, stored.id));
    expect(await verifyChatToken(as(null), { token })).toBeNull();
  });
});
