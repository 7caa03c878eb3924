import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { serve, type ServerType } from '@hono/node-server';
import { afterAll, beforeAll, beforeEach, describe, expect, it, type TestContext } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../../db/client';
import { createChatWorld, type ChatWorld } from '../../tests/factories/messaging';
import { createScratchDatabase, postgresAnswers } from '../../tests/setup/database';
import { openEventStream, type EventStreamClient } from '../../tests/setup/event-stream';
import { createApp } from '../index';
import type { ChatBus } from '../integrations/chat-bus/chat-bus';
import { createChatBus } from '../integrations/chat-bus/create-chat-bus';
import { createMailer } from '../integrations/mail/create-mailer';
import { createRateLimiter } from '../integrations/rate-limit/create-rate-limiter';
import { createDiskStorage } from '../integrations/storage/disk-storage';
import type { RateLimiter } from '../integrations/rate-limit/rate-limiter';
import { startSession } from '../modules/accounts/start-session';
import type { ChatEvent, ChatMessage } from '../kernel';
import { redisAnswers } from '../../tests/setup/redis';

/**
 * Two server instances that share only PostgreSQL and Redis (as behind a load balancer): a
 * browser connected to instance A hears what was sent through instance B. The local Redis and
 * PostgreSQL of this machine and of CI; TEST_REDIS_URL and TEST_DATABASE_URL point elsewhere.
 */

const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const postgresUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const skipReason = !(await redisAnswers(redisUrl))
  ? `no Redis answers at ${redisUrl} (set TEST_REDIS_URL)`
  : !(await postgresAnswers(postgresUrl))
    ? `no PostgreSQL answers at ${postgresUrl} (set TEST_DATABASE_URL)`
    : undefined;

type Instance = { name: string; database: DatabaseHandle; chatBus: ChatBus<ChatEvent>; rateLimiter: RateLimiter; server: ServerType; url: string };

let scratch: Awaited<ReturnType<typeof createScratchDatabase>>;
let imagesDir: string;
let outboxDir: string;
let privateFilesDir: string;
let world: ChatWorld;
let instances: Instance[] = [];
const streams: EventStreamClient[] = [];
const cookies = { couple: '', vendor: '' };

async function startInstance(name: string, namespace: string): Promise<Instance> {
  // Each instance has its own connection pool, bus and limiter: nothing in memory is shared.
  const database = await openDatabase({ databaseUrl: scratch.url });
  const chatBus = createChatBus<ChatEvent>({ redisUrl, namespace: `${namespace}:chat` });
  const rateLimiter = createRateLimiter({ redisUrl, namespace: `${namespace}:rate-limit` });
  const mailer = createMailer({ outboxDir, from: 'Ever After <no-reply@localhost>' });
  const app = createApp({ db: database.db, imagesDir, mailer, rateLimiter, chatBus, privateFiles: createDiskStorage(privateFilesDir), publicFiles: createDiskStorage(imagesDir) });
  const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise((resolve) => server.once('listening', resolve));
  return { name, database, chatBus, rateLimiter, server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

async function post(instance: Instance, path: string, body: unknown, cookie: string) {
  const response = await fetch(`${instance.url}${path}`, { method: 'POST', headers: { 'Content-Type': 'application/json', Cookie: cookie }, body: JSON.stringify(body) });
  return { status: response.status, json: response.status === 204 ? null : await response.json() };
}

async function stream(instance: Instance, cookie: string, headers: Record<string, string> = {}) {
  const client = await openEventStream(`${instance.url}/api/chat/events`, { Cookie: cookie, ...headers });
  streams.push(client);
  expect(client.status).toBe(200);
  await client.waitFor((event) => event.event === 'ready');
  return client;
}

beforeAll(async () => {
  if (skipReason) return;
  scratch = await createScratchDatabase(postgresUrl);
  imagesDir = mkdtempSync(join(tmpdir(), 'ever-after-fan-out-'));
  outboxDir = mkdtempSync(join(tmpdir(), 'ever-after-fan-out-outbox-'));
  privateFilesDir = mkdtempSync(join(tmpdir(), 'ever-after-fan-out-private-'));
  const setup = await openDatabase({ databaseUrl: scratch.url });
  await setup.migrate();
  world = await createChatWorld(setup.db, imagesDir);
  cookies.couple = `ea_session=${(await startSession(setup.db, world.couple.id)).token}`;
  cookies.vendor = `ea_session=${(await startSession(setup.db, world.vendor.id)).token}`;
  await setup.close();
  const namespace = `ever-after-test:${randomUUID()}`;
  instances = [await startInstance('A', namespace), await startInstance('B', namespace)];
});
afterAll(async () => {
  if (skipReason) return;
  for (const client of streams) client.close();
  for (const instance of instances) {
    await instance.chatBus.close();
    await new Promise((resolve) => instance.server.close(resolve));
    await instance.rateLimiter.close();
    await instance.database.close();
  }
  await scratch.drop();
  rmSync(imagesDir, { recursive: true, force: true });
  rmSync(outboxDir, { recursive: true, force: true });
  rmSync(privateFilesDir, { recursive: true, force: true });
});
beforeEach((context: TestContext) => {
  context.skip(skipReason !== undefined, skipReason);
});

describe('two server instances sharing Redis and PostgreSQL', () => {
  it('deliver a message sent through instance B to a client connected to instance A', async () => {
    const [a, b] = instances;
    const vendorOnA = await stream(a, cookies.vendor);
    const coupleOnB = await stream(b, cookies.couple);
    const started = await post(b, '/api/twilio/start-conversation-with-message', { message: 'Hello from B', user_id: world.couple.id, service_id: world.vendorServiceIds[0] }, cookies.couple);
    expect(started.status).toBe(200);
    const conversationId: string = started.json.conversation_id;
    const first = await vendorOnA.waitFor((event) => event.event === 'messageAdded');
    expect(JSON.parse(first.data)).toMatchObject({ conversation_id: conversationId, from: String(world.couple.id), msg: 'Hello from B' });
    expect(JSON.parse((await vendorOnA.waitFor((event) => event.event === 'unreadCount' && JSON.parse(event.data).count === 1)).data)).toEqual({ count: 1 });

    // The reply goes the other way: sent through A, heard on B; typing too.
    await post(a, '/api/chat/typing', { conversation_id: conversationId, typing: true }, cookies.vendor);
    expect(JSON.parse((await coupleOnB.waitFor((event) => event.event === 'typingStarted')).data)).toMatchObject({ conversation_id: conversationId, name: 'Grace' });
    const reply = (await post(a, '/api/twilio/create-message', { message: 'Reply from A', conversation_id: conversationId }, cookies.vendor)).json.message as ChatMessage;
    const heard = await coupleOnB.waitFor((event) => event.event === 'messageAdded' && event.id === reply.id);
    expect(JSON.parse(heard.data)).toEqual(reply);
  });

  it('resume on the other instance: a client that left A comes back on B and gets what it missed, once, in order', async () => {
    const [a, b] = instances;
    const started = await post(a, '/api/twilio/start-conversation-with-message', { message: 'Resume 1', service_id: world.vendorServiceIds[1] }, cookies.couple);
    const conversationId: string = started.json.conversation_id;
    const onA = await stream(a, cookies.vendor);
    const second = (await post(b, '/api/twilio/create-message', { message: 'Resume 2', conversation_id: conversationId }, cookies.couple)).json.message as ChatMessage;
    expect((await onA.waitFor((event) => event.event === 'messageAdded' && event.id === second.id)).id).toBe(second.id);
    onA.close();
    await onA.closed;
    const missed: ChatMessage[] = [];
    for (const text of ['Resume 3', 'Resume 4']) missed.push((await post(a, '/api/twilio/create-message', { message: text, conversation_id: conversationId }, cookies.couple)).json.message);
    const onB = await stream(b, cookies.vendor, { 'Last-Event-ID': second.id });
    const live = (await post(a, '/api/twilio/create-message', { message: 'Resume 5', conversation_id: conversationId }, cookies.couple)).json.message as ChatMessage;
    await onB.waitFor((event) => event.event === 'messageAdded' && event.id === live.id);
    const ids = onB.events.filter((event) => event.event === 'messageAdded').map((event) => event.id);
    expect(ids).toEqual([...missed, live].map((message) => message.id));
  });
});
