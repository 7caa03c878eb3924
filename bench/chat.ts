/**
 * npm run bench:chat — the chat under load, against the production build (build/server/index.js)
 * in its own process, on loopback.
 *
 * 1. Fan-out: 500 Server-Sent Events clients (400 couples, 100 vendors with 4 conversations each),
 *    50 messages a second for 60 s through POST /api/twilio/create-message, each sent by a random
 *    participant of a random conversation. Prints the delivery latency (send started → event parsed
 *    by the recipient's and the sender's streams), messages lost, duplicated and out of order per
 *    conversation, and the server's memory per idle connection (RSS before and after connecting).
 * 2. Durability: sends as fast as 20 concurrent senders can, kills the server with SIGKILL in the
 *    middle, restarts it on the same data and checks that every message whose send answered 200
 *    is in the history.
 *
 * Embedded database (PGlite) by default; BENCH_DATABASE_URL=postgres://… runs on a fresh database of
 * that PostgreSQL server instead; BENCH_REDIS_URL adds Redis pub/sub (as with several instances).
 * BENCH_CLIENTS, BENCH_RATE and BENCH_SECONDS change the load. Benchmarks print figures; they never
 * pass or fail.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq, inArray } from 'drizzle-orm';
import { openDatabase, type DatabaseHandle } from '../db/client';
import { services, userRoles, users } from '../db/schema';
import { seedReferenceData, seedServices } from '../demo';
import { buildContext } from '../server/build-context';
import { startSession } from '../server/modules/accounts/start-session';
import { loadViewer } from '../server/modules/accounts/viewer';
import { startConversation } from '../server/modules/messaging';
import { type ChatMessage } from '../server/kernel';
import { createScratchDatabase } from '../tests/setup/database';
import { startServer, type RunningServer } from '../tests/setup/server-process';

const clientCount = Number(process.env.BENCH_CLIENTS ?? 500);
const vendorCount = Math.max(1, Math.round(clientCount / 5));
const coupleCount = clientCount - vendorCount;
const rate = Number(process.env.BENCH_RATE ?? 50);
const seconds = Number(process.env.BENCH_SECONDS ?? 60);
const postgresUrl = process.env.BENCH_DATABASE_URL;
const redisUrl = process.env.BENCH_REDIS_URL;

type Person = { id: number; token: string };
type Conversation = { id: string; couple: Person; vendor: Person };

const log = (line: string) => console.log(`[bench:chat] ${line}`);

// ---------------------------------------------------------------- data

async function prepare(handle: DatabaseHandle, imagesDir: string): Promise<Conversation[]> {
  const { db } = handle;
  await handle.migrate();
  await seedReferenceData(db);
  const serviceIds = (await seedServices(db, { count: vendorCount, imagesDir, categories: ['venue', 'photographer'] })).serviceIds;
  // People without passwords (bearer sessions are made directly): Argon2 for 500 accounts would take a minute.
  const rows = await db
    .insert(users)
    .values(
      Array.from({ length: clientCount }, (_, n) => ({
        email: `bench-${n}-${Date.now()}@bench.example`,
        firstName: n < vendorCount ? `Vendor ${n}` : `Couple ${n}`,
        // No e-mail during the benchmark.
        messagesNotifyFrequently: 0,
        emailVerifiedAt: new Date(),
      })),
    )
    .returning({ id: users.id });
  await db.insert(userRoles).values(rows.map((row, n) => ({ userId: row.id, role: n < vendorCount ? ('vendor' as const) : ('user' as const) })));
  const people: Person[] = [];
  for (const row of rows) people.push({ id: row.id, token: (await startSession(db, row.id, 'bearer')).token });
  const vendors = people.slice(0, vendorCount);
  const couples = people.slice(vendorCount);
  for (const [index, vendor] of vendors.entries()) await db.update(services).set({ userId: vendor.id, status: null }).where(eq(services.id, serviceIds[index]));
  await db.update(users).set({ messagesNotifyFrequently: 0 }).where(inArray(users.id, people.map((person) => person.id)));
  // Work nobody asked for over HTTP: a system context, signed in as each couple in turn.
  const context = buildContext({ db });
  const result: Conversation[] = [];
  for (const [index, couple] of couples.entries()) {
    const vendor = vendors[index % vendorCount];
    const viewer = await loadViewer(db, couple.id);
    const started = await startConversation({ ...context, viewer }, { serviceId: serviceIds[index % vendorCount], message: 'Hello! Are you free in March?' });
    result.push({ id: String(started.conversationId), couple, vendor });
  }
  return result;
}

// ---------------------------------------------------------------- clients

type Received = { message: ChatMessage; at: number };

/** A lean SSE client: parses frames as they arrive and calls back with the moment each was parsed. */
function connect(baseUrl: string, person: Person, onMessage: (received: Received) => void): Promise<{ ready: Promise<void>; close: () => void }> {
  return new Promise((resolve, reject) => {
    let readyResolve!: () => void;
    const ready = new Promise<void>((done) => (readyResolve = done));
    const req = request(
      `${baseUrl}/api/chat/events`,
      { headers: { Accept: 'text/event-stream', Authorization: `Bearer ${person.token}` }, agent: false },
      (res) => {
        if (res.statusCode !== 200) return reject(new Error(`stream answered ${res.statusCode}`));
        res.setEncoding('utf8');
        let buffer = '';
        res.on('data', (chunk: string) => {
          buffer += chunk;
          let end: number;
          while ((end = buffer.indexOf('\n\n')) !== -1) {
            const block = buffer.slice(0, end);
            buffer = buffer.slice(end + 2);
            if (block.startsWith('event: ready')) readyResolve();
            else if (block.startsWith('event: messageAdded')) {
              const data = block.split('\n').find((line) => line.startsWith('data: '));
              if (data) onMessage({ message: JSON.parse(data.slice(6)), at: performance.now() });
            }
          }
        });
        res.on('error', () => undefined);
        resolve({ ready, close: () => req.destroy() });
      },
    );
    req.on('error', (error) => reject(error));
    req.end();
  });
}

const sendAgent = new Agent({ keepAlive: true, maxSockets: 64 });

/** POST /api/twilio/create-message as `person`; the answer's status and message. */
function send(baseUrl: string, person: Person, conversationId: string, text: string): Promise<{ status: number; message?: ChatMessage }> {
  return new Promise((resolve) => {
    const body = JSON.stringify({ message: text, conversation_id: conversationId });
    const req = request(
      `${baseUrl}/api/twilio/create-message`,
      { method: 'POST', agent: sendAgent, headers: { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(body), Authorization: `Bearer ${person.token}` } },
      (res) => {
        let raw = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (raw += chunk));
        res.on('end', () => {
          let message: ChatMessage | undefined;
          try {
            message = res.statusCode === 200 ? (JSON.parse(raw) as { message: ChatMessage }).message : undefined;
          } catch {
            message = undefined;
          }
          resolve({ status: res.statusCode ?? 0, message });
        });
        res.on('error', () => resolve({ status: 0 }));
      },
    );
    req.on('error', () => resolve({ status: 0 }));
    req.end(body);
  });
}

function rssKiB(pid: number): number {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8')
    .split('\n')
    .find((entry) => entry.startsWith('VmRSS:'));
  return Number(/(\d+)/.exec(line ?? '')?.[1] ?? 0);
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const percentile = (sorted: number[], p: number) => (sorted.length === 0 ? NaN : sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]);

// ---------------------------------------------------------------- runs

async function fanOut(server: RunningServer, list: Conversation[]) {
  const people = new Map<number, Person>();
  for (const conversation of list) {
    people.set(conversation.couple.id, conversation.couple);
    people.set(conversation.vendor.id, conversation.vendor);
  }
  // Warm up the code paths (one stream, one send), then measure the idle server.
  const warm = await connect(server.url, list[0].couple, () => undefined);
  await warm.ready;
  await send(server.url, list[0].couple, list[0].id, 'warm-up');
  warm.close();
  await sleep(3000);
  const rssBefore = rssKiB(server.process.pid!);

  // Per person: every message id heard, and the last id per conversation (order).
  const heard = new Map<number, Map<string, Received>>();
  const duplicates = { count: 0 };
  const outOfOrder = { count: 0 };
  const lastPerConversation = new Map<string, number>();
  const started = performance.now();
  const clients = await Promise.all(
    [...people.values()].map((person) => {
      const mine = new Map<string, Received>();
      heard.set(person.id, mine);
      return connect(server.url, person, (received) => {
        const { message } = received;
        if (mine.has(message.id)) duplicates.count += 1;
        else mine.set(message.id, received);
        const key = `${person.id}:${message.conversation_id}`;
        const previous = lastPerConversation.get(key) ?? 0;
        if (Number(message.id) < previous) outOfOrder.count += 1;
        lastPerConversation.set(key, Math.max(previous, Number(message.id)));
      });
    }),
  );
  await Promise.all(clients.map((client) => client.ready));
  log(`${clients.length} streams connected and ready in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  await sleep(5000);
  const rssIdle = rssKiB(server.process.pid!);

  log(`sending ${rate} messages/s for ${seconds} s…`);
  const sends: { sentAt: number; answeredAt: number; conversation: Conversation; sender: Person; status: number; message?: ChatMessage }[] = [];
  const pending: Promise<void>[] = [];
  const total = rate * seconds;
  const t0 = performance.now();
  for (let n = 0; n < total; n += 1) {
    const due = t0 + (n * 1000) / rate;
    const wait = due - performance.now();
    if (wait > 0) await sleep(wait);
    const conversation = list[Math.floor(Math.random() * list.length)];
    const sender = Math.random() < 0.5 ? conversation.couple : conversation.vendor;
    const record: (typeof sends)[number] = { sentAt: performance.now(), answeredAt: 0, conversation, sender, status: 0 };
    sends.push(record);
    pending.push(
      send(server.url, sender, conversation.id, `bench message ${n}`).then((result) => {
        record.answeredAt = performance.now();
        record.status = result.status;
        record.message = result.message;
      }),
    );
  }
  await Promise.all(pending);
  const sendSeconds = (performance.now() - t0) / 1000;
  // Grace for the last deliveries (a guard; not part of any figure).
  await sleep(3000);
  const rssLoaded = rssKiB(server.process.pid!);
  for (const client of clients) client.close();

  const accepted = sends.filter((record) => record.status === 200 && record.message);
  const latencies: number[] = [];
  let lost = 0;
  for (const record of accepted) {
    for (const person of [record.conversation.couple, record.conversation.vendor]) {
      const received = heard.get(person.id)?.get(record.message!.id);
      if (received) latencies.push(received.at - record.sentAt);
      else lost += 1;
    }
  }
  latencies.sort((a, b) => a - b);
  const answers = sends.map((record) => record.answeredAt - record.sentAt).sort((a, b) => a - b);
  const byStatus = new Map<number, number>();
  for (const record of sends) byStatus.set(record.status, (byStatus.get(record.status) ?? 0) + 1);
  return {
    streams: clients.length,
    sent: sends.length,
    sendSeconds,
    statuses: Object.fromEntries(byStatus),
    deliveriesExpected: accepted.length * 2,
    deliveries: latencies.length,
    lost,
    duplicates: duplicates.count,
    outOfOrder: outOfOrder.count,
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
    max: latencies.at(-1) ?? NaN,
    send: { p50: percentile(answers, 50), p95: percentile(answers, 95), p99: percentile(answers, 99), max: answers.at(-1) ?? NaN },
    rssBeforeMiB: rssBefore / 1024,
    rssIdleMiB: rssIdle / 1024,
    rssLoadedMiB: rssLoaded / 1024,
    perConnectionKiB: (rssIdle - rssBefore) / clients.length,
  };
}

async function durability(server: RunningServer, list: Conversation[], env: Record<string, string>, dataDir: string) {
  const acknowledged: { conversation: Conversation; id: string }[] = [];
  let inFlightAtKill = 0;
  let stop = false;
  let sent = 0;
  let killed = false;
  const sender = async () => {
    while (!stop) {
      const conversation = list[Math.floor(Math.random() * list.length)];
      const person = Math.random() < 0.5 ? conversation.couple : conversation.vendor;
      sent += 1;
      const result = await send(server.url, person, conversation.id, `durable ${sent}`);
      // Any 200, whenever it was read, is a promise that the message is stored.
      if (result.status === 200 && result.message) acknowledged.push({ conversation, id: result.message.id });
      else if (killed) inFlightAtKill += 1;
    }
  };
  const senders = Array.from({ length: 20 }, () => sender());
  await sleep(4000);
  const beforeKill = acknowledged.length;
  killed = true;
  server.process.kill('SIGKILL');
  await server.exited;
  stop = true;
  await Promise.all(senders);
  log(`killed the server (SIGKILL) after ${beforeKill} acknowledged sends; ${inFlightAtKill} sends were cut off`);

  const restarted = await startServer(env, dataDir);
  const started = performance.now();
  // Every conversation's history, read as its couple (oldest first, paged back 500 at a time).
  const stored = new Set<string>();
  for (const conversation of list) {
    let beforeId: string | undefined;
    for (;;) {
      const response = await fetch(`${restarted.url}/api/twilio/get-messages`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${conversation.couple.token}` },
        body: JSON.stringify({ conversation_id: conversation.id, limit: 500, ...(beforeId ? { before_id: beforeId } : {}) }),
      });
      const page = (await response.json()) as { messages: ChatMessage[]; has_more: boolean };
      for (const message of page.messages) stored.add(message.id);
      if (!page.has_more || page.messages.length === 0) break;
      beforeId = page.messages[0].id;
    }
  }
  const missing = acknowledged.filter((entry) => !stored.has(entry.id));
  return { acknowledged: acknowledged.length, inFlightAtKill, missing: missing.length, restarted, readSeconds: (performance.now() - started) / 1000 };
}

// ---------------------------------------------------------------- main

const dataDir = mkdtempSync(join(tmpdir(), 'ever-after-bench-chat-'));
const imagesDir = join(dataDir, 'images');
const scratch = postgresUrl ? await createScratchDatabase(postgresUrl) : null;
log(`preparing ${coupleCount} couples, ${vendorCount} vendors, ${coupleCount} conversations on ${scratch ? 'PostgreSQL' : 'PGlite'}…`);
const handle = scratch ? await openDatabase({ databaseUrl: scratch.url }) : await openDatabase({ dataDir: join(dataDir, 'pglite') });
const list = await prepare(handle, imagesDir);
await handle.close();

const env: Record<string, string> = { NODE_ENV: 'production', SEED_DEMO: 'false', ...(scratch ? { DATABASE_URL: scratch.url } : {}), ...(redisUrl ? { REDIS_URL: redisUrl } : {}) };
let server = await startServer(env, dataDir);
log(`server ${server.url} (pid ${server.process.pid}), Node ${process.version}, ${scratch ? 'PostgreSQL' : 'PGlite'}${redisUrl ? ' + Redis pub/sub' : ', in-process events'}`);
// Other work on the machine moves these figures a lot: say how busy it was.
const load = () => loadavg().map((value) => value.toFixed(1)).join(' ');
log(`load average before: ${load()}`);
try {
  const result = await fanOut(server, list);
  console.log('\n## Fan-out');
  console.log(`| streams | messages sent | answers | deliveries expected | delivered | lost | duplicated | out of order |`);
  console.log(`|---|---|---|---|---|---|---|---|`);
  console.log(
    `| ${result.streams} | ${result.sent} in ${result.sendSeconds.toFixed(1)} s | ${JSON.stringify(result.statuses)} | ${result.deliveriesExpected} | ${result.deliveries} | ${result.lost} | ${result.duplicates} | ${result.outOfOrder} |`,
  );
  console.log(`\n| delivery latency | p50 | p95 | p99 | max |`);
  console.log(`|---|---|---|---|---|`);
  console.log(`| send started → event parsed | ${result.p50.toFixed(1)} ms | ${result.p95.toFixed(1)} ms | ${result.p99.toFixed(1)} ms | ${result.max.toFixed(1)} ms |`);
  const { send: answer } = result;
  console.log(`| send started → POST answered | ${answer.p50.toFixed(1)} ms | ${answer.p95.toFixed(1)} ms | ${answer.p99.toFixed(1)} ms | ${answer.max.toFixed(1)} ms |`);
  console.log(
    `\nServer RSS: ${result.rssBeforeMiB.toFixed(0)} MiB idle without streams, ${result.rssIdleMiB.toFixed(0)} MiB with ${result.streams} idle streams ` +
      `(${result.perConnectionKiB.toFixed(1)} KiB per connection), ${result.rssLoadedMiB.toFixed(0)} MiB after the run`,
  );

  log(`load average after the fan-out run: ${load()}`);
  const durable = await durability(server, list, env, dataDir);
  server = durable.restarted;
  console.log('\n## Durability (SIGKILL mid-run, restart on the same data)');
  console.log(`| acknowledged before the kill | cut off by the kill | acknowledged but missing after restart |`);
  console.log(`|---|---|---|`);
  console.log(`| ${durable.acknowledged} | ${durable.inFlightAtKill} | ${durable.missing} |`);
} finally {
  await server.stop().catch(() => undefined);
  sendAgent.destroy();
  await scratch?.drop();
  rmSync(dataDir, { recursive: true, force: true });
}
