/**
 * npm run bench:guest-list — the couple's guest list page (/planning/guests, issue 34) at its
 * limit of 1,000 guests. The built server on the embedded database (PGlite) with the demo catalog,
 * or on a fresh database of BENCH_DATABASE_URL's PostgreSQL server; couple2@example.com gets 1,000
 * guests in 450 households (meals, dietary needs, groups, sides, answers in every state, a third
 * invited to a third event). Then, p50 and p95 of BENCH_RUNS requests (30) after five warm-ups,
 * one at a time, with the server's CPU time per request (less moved by a busy machine):
 *
 * - the page's document: the loader (reading the whole list, filtering, sorting) and the server
 *   render, to the last byte;
 * - the loader alone (React Router's `.data` request, as a client-side navigation asks for it);
 * - a search that shows a few guests, and "select all" (every box ticked);
 * - the page's weight: HTML and its JavaScript, raw and gzipped, and the JavaScript no other
 *   planning page loads.
 *
 * Prints figures; asserts nothing.
 */
import { mkdtempSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import { openDatabase, type Database } from '../db/client';
import { users } from '../db/schema/accounts';
import { guestEvents, guestHouseholds, guestInvitations, guests } from '../db/schema/guests';
import { nameKey } from '../shared/guests/name-match';
import { seedDemoCatalog } from '../demo';
import { createFileStorage } from '../server/integrations/storage/create-file-storage';
import { createScratchDatabase } from '../tests/setup/database';
import { startServer } from '../tests/setup/server-process';
import { pageAssets } from './page-assets';
import { processCpuMs } from './process-cpu';

const runs = Number(process.env.BENCH_RUNS ?? 30);
const postgresUrl = process.env.BENCH_DATABASE_URL;
const services = 60;
const householdCount = 450;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;
const coupleId = async (db: Database) => (await db.select({ id: users.id }).from(users).where(eq(users.email, 'couple2@example.com')))[0]!.id;
const percentile = (values: number[], p: number) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.ceil((p / 100) * values.length) - 1)];

const dataDir = mkdtempSync(join(tmpdir(), 'ever-after-bench-guests-'));
const scratch = postgresUrl ? await createScratchDatabase(postgresUrl) : null;
if (scratch) {
  // The server seeds only its embedded database: PostgreSQL gets the demo accounts here.
  const handle = await openDatabase({ databaseUrl: scratch.url });
  await handle.migrate();
  await seedDemoCatalog(handle.db, { services, imagesDir: join(dataDir, 'images'), privateFiles: createFileStorage({ dir: join(dataDir, 'private') }) });
  await handle.close();
}
let server = await startServer({ SEED_SERVICES: String(services), NODE_ENV: 'production', ...(scratch ? { DATABASE_URL: scratch.url } : {}) }, dataDir);

async function graphql<T>(query: string, variables: Record<string, unknown>, cookie?: string): Promise<{ data: T; cookie?: string }> {
  const response = await fetch(`${server.url}/graphql`, { method: 'POST', headers: { 'Content-Type': 'application/json', ...(cookie ? { Cookie: cookie } : {}) }, body: JSON.stringify({ query, variables }) });
  const body = (await response.json()) as { data: T; errors?: unknown };
  if (body.errors) throw new Error(JSON.stringify(body.errors));
  return { data: body.data, cookie: response.headers.getSetCookie().find((value) => value.startsWith('ea_session='))?.split(';')[0] };
}

const firstNames = ['Olivia', 'Liam', 'Mia', 'Noah', 'Zoë', 'Arjun', 'Mei', 'Tane', 'Sofia', 'Kai', 'Amelia', 'José', 'Aisha', 'Finn', 'Priya', 'Lachlan'];
const lastNames = ['Nguyen', 'Smith', 'Patel', 'O’Brien', 'Wang', 'Kaur', 'Williams', 'Rossi', 'Chen', 'Brown', 'Tanaka', 'Ngata', 'Kowalski', 'Haddad', 'Jones'];
const meals = ['Beef', 'Fish', 'Vegetarian'];
const groups = ['Family', 'University friends', 'Work', 'School friends', 'Neighbours'];
const sides = ['partner-1', 'partner-2', 'both'];

/**
 * The 1,000 guests, written straight into the database while no server runs (adding them over
 * GraphQL takes minutes: each mutation answers the whole list): 450 households, 100 of three and
 * 350 of two, with meals, a dietary need on every tenth, groups, sides, and answers in every state.
 */
async function addGuests(db: Database, coupleId: number): Promise<void> {
  const events = await db.select({ id: guestEvents.id }).from(guestEvents).where(eq(guestEvents.coupleId, coupleId)).orderBy(guestEvents.position);
  const now = new Date();
  const households = await db
    .insert(guestHouseholds)
    .values(Array.from({ length: householdCount }, (_, index) => ({ coupleId, name: `The ${lastNames[index % lastNames.length]}s ${index + 1}`, createdAt: now, updatedAt: now })))
    .returning({ id: guestHouseholds.id });
  const rows = households.flatMap((household, index) =>
    Array.from({ length: index < 100 ? 3 : 2 }, (_, member) => {
      const firstName = firstNames[(index * 3 + member) % firstNames.length];
      const lastName = lastNames[index % lastNames.length];
      return {
        coupleId,
        householdId: household.id,
        firstName,
        lastName,
        firstKey: nameKey(firstName),
        lastKey: nameKey(lastName),
        ageGroup: member === 2 ? 'child' : 'adult',
        side: sides[index % 3],
        groupName: groups[index % groups.length],
        meal: meals[(index + member) % 3],
        dietary: (index * 3 + member) % 10 === 0 ? 'No nuts' : '',
        createdAt: now,
        updatedAt: now,
      };
    }),
  );
  const added = await db.insert(guests).values(rows).returning({ id: guests.id });
  const states = ['waiting', 'attending', 'declined'] as const;
  // Everyone to the ceremony and the reception, a third to the brunch.
  const invitations = added.flatMap((guest, index) => events.filter((_, position) => position < 2 || index % 3 === 0).map((event, position) => ({ coupleId, guestId: guest.id, eventId: event.id, status: states[(index + position) % 3] })));
  for (let start = 0; start < invitations.length; start += 1000) await db.insert(guestInvitations).values(invitations.slice(start, start + 1000));
}

try {
  console.log(`${scratch ? 'PostgreSQL' : 'PGlite'}; load average before: ${loadavg().map((value) => value.toFixed(1)).join(' ')}`);
  let { cookie: couple } = await graphql('mutation { login(email: "couple2@example.com", password: "wedding-demo") { id } }', {});
  // The couple's first read makes the ceremony and the reception; a third event of their own.
  await graphql('mutation { addEvent(name: "Recovery brunch", date: "2027-03-14", time: "10:30", place: "The Boathouse") { counts { guests } } }', {}, couple);
  const seeding = performance.now();
  if (scratch) {
    const handle = await openDatabase({ databaseUrl: scratch.url });
    await addGuests(handle.db, await coupleId(handle.db));
    await handle.close();
  } else {
    // The embedded database has one user at a time: the server stops while the guests go in.
    server.process.kill('SIGTERM');
    await server.exited;
    const handle = await openDatabase({ dataDir: join(dataDir, 'pglite') });
    await addGuests(handle.db, await coupleId(handle.db));
    await handle.close();
    server = await startServer({ SEED_SERVICES: String(services), NODE_ENV: 'production' }, dataDir);
    couple = (await graphql('mutation { login(email: "couple2@example.com", password: "wedding-demo") { id } }', {})).cookie;
  }
  const { data } = await graphql<{ guestList: { counts: { guests: number; households: number } } }>('{ guestList { counts { guests households } } }', {}, couple);
  console.log(`${data.guestList.counts.guests} guests in ${data.guestList.counts.households} households, written in ${((performance.now() - seeding) / 1000).toFixed(1)} s`);

  const timed = async (path: string) => {
    const times: number[] = [];
    let body = '';
    let cpuBefore: number | null = null;
    for (let index = 0; index < 5 + runs; index++) {
      if (index === 5) cpuBefore = processCpuMs(server.process.pid);
      const started = performance.now();
      const response = await fetch(`${server.url}${path}`, { headers: { Cookie: couple! } });
      body = await response.text();
      if (!response.ok) throw new Error(`${path}: ${response.status}`);
      if (index >= 5) times.push(performance.now() - started);
    }
    const cpuAfter = processCpuMs(server.process.pid);
    return { times, body, cpu: cpuBefore === null || cpuAfter === null ? '—' : `${((cpuAfter - cpuBefore) / runs).toFixed(0)} ms` };
  };
  console.log(`\n| request (${runs} runs, one at a time) | p50 | p95 | server CPU per request | size | gzipped |`);
  console.log('|---|---|---|---|---|---|');
  for (const [name, path] of [
    ['the page (loader and server render)', '/planning/guests'],
    ['the loader alone (.data)', '/planning/guests.data'],
    ['a search showing a few guests', '/planning/guests?q=lachlan+kowalski'],
    ['every box ticked (select all)', '/planning/guests?select=all'],
  ] as const) {
    const { times, body, cpu } = await timed(path);
    console.log(`| ${name}: ${path} | ${percentile(times, 50).toFixed(0)} ms | ${percentile(times, 95).toFixed(0)} ms | ${cpu} | ${kb(Buffer.byteLength(body))} | ${kb(gzipSync(body).length)} |`);
  }

  const scriptsOf = async (path: string) => pageAssets(await (await fetch(`${server.url}${path}`, { headers: { Cookie: couple! } })).text()).scripts;
  const [guestPage, checklistPage] = await Promise.all([scriptsOf('/planning/guests'), scriptsOf('/planning/checklist')]);
  const gzipped = async (paths: Iterable<string>) => {
    let total = 0;
    for (const path of paths) total += gzipSync(await (await fetch(`${server.url}${path}`)).text()).length;
    return total;
  };
  const own = [...guestPage].filter((path) => !checklistPage.has(path));
  console.log(`\nJavaScript: ${guestPage.size} files, ${kb(await gzipped(guestPage))} gzipped; not loaded by /planning/checklist: ${own.length} files, ${kb(await gzipped(own))} gzipped (${own.join(', ')})`);
  console.log(`load average after: ${loadavg().map((value) => value.toFixed(1)).join(' ')}`);
} finally {
  await server.stop();
  await scratch?.drop();
}
