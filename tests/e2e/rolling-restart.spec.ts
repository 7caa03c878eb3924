import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../db/client';
import { startSession } from '../../server/modules/accounts/start-session';
import type { ChatMessage } from '../../server/kernel';
import { createChatWorld, type ChatWorld } from '../factories/messaging';
import { createScratchDatabase } from '../setup/database';
import { openEventStream, type EventStreamClient } from '../setup/event-stream';
import { startHealthCheckedProxy, type HealthCheckedProxy } from '../setup/health-checked-proxy';
import { redisAnswers } from '../setup/redis';
import { startServer, type RunningServer } from '../setup/server-process';

/**
 * A rolling restart of two instances behind a health-checked proxy while a load generator sends
 * pages, GraphQL and chat: no request fails and every chat message reaches the other party. The
 * instances share only PostgreSQL (a fresh database on TEST_DATABASE_URL's server) and Redis (the
 * chat's events across instances; TEST_REDIS_URL or the local one), as they would in production.
 */
const postgresUrl = process.env.TEST_DATABASE_URL;
const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const skipReason = !postgresUrl ? 'TEST_DATABASE_URL is not set' : !(await redisAnswers(redisUrl)) ? `no Redis answers at ${redisUrl} (set TEST_REDIS_URL)` : undefined;

type Instance = { port: number; dataDir: string; server: RunningServer };

let scratch: Awaited<ReturnType<typeof createScratchDatabase>>;
let instances: Instance[] = [];
let proxy: HealthCheckedProxy;
let world: ChatWorld;
const cookies = { couple: '', vendor: '' };
const streams: ReconnectingStream[] = [];

/** A port the system has free now: an instance keeps its address across restarts, as in production. */
async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as { port: number };
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

// Two seconds of "draining": ample for the proxy's checks every 100 ms to take the instance out.
const startInstance = (port: number, dataDir: string) =>
  startServer({ PORT: String(port), DATABASE_URL: scratch.url, REDIS_URL: redisUrl, SHUTDOWN_DRAIN_SECONDS: '2' }, dataDir);

/** SIGTERM, wait for the process to end (cleanly), start it again on its port and data, ready. */
async function restart(instance: Instance) {
  instance.server.process.kill('SIGTERM');
  expect(await instance.server.exited).toBe(0);
  const output = instance.server.output();
  expect(output).toContain('SIGTERM: draining for 2 s');
  expect(output).toContain('Stopped cleanly');
  instance.server = await startInstance(instance.port, instance.dataDir);
}

/** A chat stream as a browser's EventSource keeps it: reconnects when it ends, resuming after the last id. */
type ReconnectingStream = { received(): Set<string>; connections: number; problems: string[]; stop(): void };

async function keepStreaming(cookie: string): Promise<ReconnectingStream> {
  const clients: EventStreamClient[] = [];
  let stopped = false;
  const stream: ReconnectingStream = {
    connections: 0,
    problems: [],
    received: () => new Set(clients.flatMap((client) => client.events.filter((event) => event.event === 'messageAdded').map((event) => (JSON.parse(event.data) as ChatMessage).id))),
    stop() {
      stopped = true;
      clients.at(-1)?.close();
    },
  };
  const connect = async () => {
    const lastId = clients.flatMap((client) => client.events).findLast((event) => event.id)?.id;
    const client = await openEventStream(`${proxy.url}/api/chat/events`, { Cookie: cookie, ...(lastId ? { 'Last-Event-ID': lastId } : {}) });
    clients.push(client);
    if (client.status !== 200) throw new Error(`the chat stream answered ${client.status}: ${await client.body()}`);
    await client.waitFor((event) => event.event === 'ready');
    stream.connections += 1;
    return client;
  };
  // When the server ends the stream (a restart), connect again.
  const reconnect = (client: EventStreamClient) =>
    void client.closed.then(() => {
      if (!stopped) connect().then(reconnect, (error: Error) => stream.problems.push(error.message));
    });
  reconnect(await connect());
  return stream;
}

/** Sends one request through the proxy; its status (0: the connection failed). */
async function send(path: string, init: RequestInit = {}): Promise<{ status: number; body: string }> {
  try {
    const response = await fetch(`${proxy.url}${path}`, init);
    return { status: response.status, body: await response.text() };
  } catch (error) {
    return { status: 0, body: (error as Error).message };
  }
}

beforeAll(async () => {
  if (skipReason) return;
  scratch = await createScratchDatabase(postgresUrl!);
  const ports = [await freePort(), await freePort()];
  const dataDirs = ports.map(() => mkdtempSync(join(tmpdir(), 'ever-after-restart-')));
  // The site's data first (its listings' categories): an instance warms up on a catalog.
  const setup = await openDatabase({ databaseUrl: scratch.url });
  try {
    await setup.migrate();
    world = await createChatWorld(setup.db, join(dataDirs[0], 'images'));
    cookies.couple = `ea_session=${(await startSession(setup.db, world.couple.id)).token}`;
    cookies.vendor = `ea_session=${(await startSession(setup.db, world.vendor.id)).token}`;
  } finally {
    await setup.close();
  }
  for (const [index, port] of ports.entries()) instances.push({ port, dataDir: dataDirs[index], server: await startInstance(port, dataDirs[index]) });
  proxy = await startHealthCheckedProxy(instances.map((instance) => `http://127.0.0.1:${instance.port}`));
  await proxy.allReady();
});

afterAll(async () => {
  if (skipReason) return;
  for (const stream of streams) stream.stop();
  await proxy?.close();
  for (const instance of instances) {
    if (instance.server.process.exitCode === null) instance.server.process.kill('SIGTERM');
    await instance.server.exited;
    rmSync(instance.dataDir, { recursive: true, force: true });
  }
  instances = [];
  await scratch?.drop();
});

describe.skipIf(skipReason)('a rolling restart of two instances behind a health-checked proxy', () => {
  it('fails no page, GraphQL or chat request and loses no chat message', async () => {
    const json = (cookie: string) => ({ 'Content-Type': 'application/json', Cookie: cookie });
    const started = await send('/api/twilio/start-conversation-with-message', {
      method: 'POST',
      headers: json(cookies.couple),
      body: JSON.stringify({ message: 'Before the restart', service_id: world.vendorServiceIds[0] }),
    });
    expect(started.status).toBe(200);
    const conversationId: string = JSON.parse(started.body).conversation_id;
    const coupleStream = await keepStreaming(cookies.couple);
    const vendorStream = await keepStreaming(cookies.vendor);
    streams.push(coupleStream, vendorStream);

    const failures: string[] = [];
    const counts = { pages: 0, graphql: 0, chat: 0 };
    const sent = { couple: [] as string[], vendor: [] as string[] };
    let running = true;
    const loop = async (work: () => Promise<void>) => {
      while (running) await work();
    };
    const expectOk = (what: string, { status, body }: { status: number; body: string }) => {
      if (status !== 200) failures.push(`${what}: ${status} ${body.slice(0, 200)}`);
    };
    const pages = ['/', '/search', '/search?category=venue'];
    const load = [
      // Visitors' pages (from the shared page cache once stored) and a signed-in person's (rendered each time).
      loop(async () => {
        for (const path of pages) expectOk(`GET ${path}`, await send(path));
        counts.pages += pages.length;
      }),
      loop(async () => {
        expectOk('GET / signed in', await send('/', { headers: { Cookie: cookies.couple } }));
        counts.pages += 1;
      }),
      loop(async () => {
        const answer = await send('/graphql', { method: 'POST', headers: json(cookies.vendor), body: JSON.stringify({ query: '{ viewer { id } categories { id } }' }) });
        expectOk('POST /graphql', answer);
        if (answer.status === 200 && JSON.parse(answer.body).errors) failures.push(`POST /graphql: ${answer.body.slice(0, 200)}`);
        counts.graphql += 1;
      }),
      // Both parties write, each under the chat's limit of 30 messages a minute.
      ...(['couple', 'vendor'] as const).map((who) =>
        loop(async () => {
          const answer = await send('/api/twilio/create-message', { method: 'POST', headers: json(cookies[who]), body: JSON.stringify({ message: `From the ${who}, ${sent[who].length + 1}`, conversation_id: conversationId }) });
          expectOk(`chat message from the ${who}`, answer);
          if (answer.status === 200) sent[who].push((JSON.parse(answer.body).message as ChatMessage).id);
          counts.chat += 1;
          await new Promise((resolve) => setTimeout(resolve, 2_200));
        }),
      ),
    ];

    for (const instance of instances) await restart(instance);
    // The restarted instances serve for a moment before the load stops.
    await proxy.allReady();
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    running = false;
    await Promise.all(load);

    expect(failures).toEqual([]);
    // The proxy saw each instance drain, go away and come back ("starting" only if a check fell in its warm-up).
    for (const seen of proxy.seen) expect(seen.filter((state) => state !== 'starting')).toEqual(['ready', 'draining', 'down', 'ready']);
    // Every message reached the other party: live, or replayed when its stream resumed.
    await expect.poll(() => sent.couple.filter((id) => !vendorStream.received().has(id))).toEqual([]);
    await expect.poll(() => sent.vendor.filter((id) => !coupleStream.received().has(id))).toEqual([]);
    // The restarts ended the streams, which resumed on the other instance.
    expect([...coupleStream.problems, ...vendorStream.problems]).toEqual([]);
    expect(coupleStream.connections).toBeGreaterThan(1);
    expect(vendorStream.connections).toBeGreaterThan(1);
    console.log(`rolling restart: ${counts.pages} pages, ${counts.graphql} GraphQL, ${counts.chat} chat messages; ${proxy.retried} retried by the proxy; streams connected ${coupleStream.connections} and ${vendorStream.connections} times`);
    expect(sent.couple.length + sent.vendor.length).toBeGreaterThan(4);
  }, 240_000);
});
