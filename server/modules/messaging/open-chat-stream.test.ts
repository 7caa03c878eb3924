import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../../db/client';
import { chatMessages, conversations } from '../../../db/schema/messaging';
import { createChatWorld, type ChatWorld } from '../../../tests/factories/messaging';
import { expectRefusal } from '../../../tests/setup/assertions';
import { testContext } from '../../../tests/setup/context';
import { createTestDatabase } from '../../../tests/setup/database';
import { createMemoryChatBus } from '../../integrations/chat-bus/memory-chat-bus';
import { createMemoryRateLimiter } from '../../integrations/rate-limit/memory-rate-limiter';
import type { Viewer, ChatEvent, ChatEventBus, ChatMessage } from '../../kernel';
import { appendMessage } from './append-message';
import { maxQueuedEvents, maxReplayMessages, maxStreamsPerUser } from './chat-limits';
import { openChatStream, type StreamFrame } from './open-chat-stream';
import { sendMessage } from './send-message';
import { startConversation } from './start-conversation';

/** The stream's promises without HTTP: once per message, in order per conversation, gaps filled from the database. */

let database: DatabaseHandle;
let imagesDir: string;
let world: ChatWorld;
let bus: ChatEventBus;

const as = (viewer: Viewer) => testContext(database.db, viewer, { chatBus: bus, rateLimiter: createMemoryRateLimiter() });

type Collected = { frames: StreamFrame[]; closed: boolean; messages: () => ChatMessage[]; settled: () => Promise<void> };

/** A stream whose frames are collected; `settled` waits until the stream has written all it had queued. */
async function collect(viewer: Viewer, lastEventId: number | null = null, send?: (frame: StreamFrame) => Promise<void>): Promise<Collected> {
  const collected: Collected = {
    frames: [],
    closed: false,
    messages: () => collected.frames.filter((frame) => frame.event === 'messageAdded').map((frame) => JSON.parse(frame.data)),
    // A marker event through the same queue: once it is out, everything before it is too.
    settled: async () => {
      const marker = `marker-${Math.random()}`;
      await bus.publish([viewer.id], { type: 'unreadCount', data: { count: -1, marker } as unknown as { count: number } });
      for (let attempt = 0; attempt < 500 && !collected.frames.some((frame) => frame.data.includes(marker)); attempt += 1) await new Promise((resolve) => setTimeout(resolve, 5));
      collected.frames = collected.frames.filter((frame) => !frame.data.includes(marker));
    },
  };
  const stream = await openChatStream(as(viewer), { lastEventId });
  await stream.start({
    send: send ?? (async (frame) => void collected.frames.push(frame)),
    close: () => (collected.closed = true),
  });
  return collected;
}

beforeAll(async () => {
  database = await createTestDatabase();
  imagesDir = mkdtempSync(join(tmpdir(), 'ever-after-chat-stream-'));
  world = await createChatWorld(database.db, imagesDir);
});
afterAll(async () => {
  await database.close();
  rmSync(imagesDir, { recursive: true, force: true });
});
beforeEach(async () => {
  bus = createMemoryChatBus<ChatEvent>();
  await database.db.delete(conversations);
});
afterEach(() => bus.close());

describe('a chat stream', () => {
  it('starts with ready and the unread total, then sends each message once', async () => {
    const { conversationId, message } = await startConversation(as(world.couple), { serviceId: world.vendorServiceIds[0], message: 'Hello' });
    const vendor = await collect(world.vendor);
    const reply = await sendMessage(as(world.couple), { conversationId, message: 'Again' });
    // The same event twice (a bus that repeats itself): sent once.
    await bus.publish([world.vendor.id], { type: 'messageAdded', message: reply, prevId: Number(message.id) });
    await vendor.settled();
    expect(vendor.frames.map((frame) => frame.event)).toEqual(['ready', 'unreadCount', 'messageAdded', 'unreadCount']);
    expect(vendor.frames[2]).toEqual({ event: 'messageAdded', id: reply.id, data: JSON.stringify(reply) });
  });

  it('fills a gap from the database when an event was lost, keeping the conversation’s order', async () => {
    const { conversationId } = await startConversation(as(world.couple), { serviceId: world.vendorServiceIds[0], message: 'One' });
    const vendor = await collect(world.vendor);
    await sendMessage(as(world.couple), { conversationId, message: 'Two' });
    // Stored, but its event never reaches the bus (Redis was away, say).
    await database.db.transaction((tx) => appendMessage(tx, conversationId, world.couple, 'Three (event lost)', new Date()));
    await sendMessage(as(world.couple), { conversationId, message: 'Four' });
    await vendor.settled();
    expect(vendor.messages().map((message) => message.msg)).toEqual(['Two', 'Three (event lost)', 'Four']);
  });

  it('replays after lastEventId, and never sends a smaller SSE id after a larger one', async () => {
    const a = await startConversation(as(world.couple), { serviceId: world.vendorServiceIds[0], message: 'A1' });
    const b = await startConversation(as(world.otherCouple), { serviceId: world.vendorServiceIds[1], message: 'B1' });
    const vendor = await collect(world.vendor, Number(a.message.id) - 1);
    await vendor.settled();
    expect(vendor.messages().map((message) => message.msg)).toEqual(['A1', 'B1']);

    // B2 is stored before A2 but its event comes late (another instance's slower publish).
    const b2 = await database.db.transaction((tx) => appendMessage(tx, b.conversationId, world.otherCouple, 'B2', new Date()));
    const a2 = await sendMessage(as(world.couple), { conversationId: a.conversationId, message: 'A2' });
    await bus.publish([world.vendor.id], { type: 'messageAdded', message: b2.message, prevId: b2.prevId });
    await vendor.settled();
    const frames = vendor.frames.filter((frame) => frame.event === 'messageAdded');
    expect(frames.map((frame) => JSON.parse(frame.data).msg)).toEqual(['A1', 'B1', 'A2', 'B2']);
    // B2's frame carries A2's id: a client resuming from it has both and gets neither again.
    expect(frames.map((frame) => frame.id)).toEqual([a.message.id, b.message.id, a2.id, a2.id]);
  });

  it('asks the client to reload (resync) when more than 2,000 messages wait', async () => {
    const { conversationId, message } = await startConversation(as(world.couple), { serviceId: world.vendorServiceIds[0], message: 'First' });
    await database.db.insert(chatMessages).values(Array.from({ length: maxReplayMessages + 1 }, (_, n) => ({ conversationId, senderId: world.couple.id, text: `Bulk ${n}` })));
    const vendor = await collect(world.vendor, Number(message.id));
    await vendor.settled();
    expect(vendor.frames.map((frame) => frame.event)).toEqual(['ready', 'unreadCount', 'resync']);
    // Live messages keep coming afterwards.
    await sendMessage(as(world.couple), { conversationId, message: 'Live' });
    await vendor.settled();
    expect(vendor.messages().map((sent) => sent.msg)).toEqual(['Live']);
  });

  it('is closed when its client stops reading, so it resumes instead of piling events up', async () => {
    const stuck = await collect(world.vendor, null, () => new Promise<void>(() => undefined));
    for (let n = 0; n <= maxQueuedEvents; n += 1) await bus.publish([world.vendor.id], { type: 'unreadCount', data: { count: n } });
    expect(stuck.closed).toBe(true);
    expect(bus.listenerCount(world.vendor.id)).toBe(0);
  });

  it(`allows ${maxStreamsPerUser} streams per person on one instance`, async () => {
    for (let n = 0; n < maxStreamsPerUser; n += 1) await collect(world.couple);
    await expectRefusal(collect(world.couple), 'TOO_MANY_ATTEMPTS');
    // Others are not affected.
    await collect(world.vendor);
  });
});
