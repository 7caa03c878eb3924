/**
 * npm run bench:guests — issue 34's figure: finding a guest by the name they type on the RSVP page
 * at 1,000 guests. One couple has 1,000 guests in about 450 households, and 50 other couples 200
 * each (11,000 guests in all, so the lookup must use the (couple_id, last_key, first_key) index
 * rather than read the table). Times the RSVP page's `rsvpFind` for exact hits ("Olivia
 * Smith"), "similar" hits ("Chris Nguyen" for Christopher, a first name's first letters), one part
 * of a hyphenated last name ("Smith" for "Smith-Nguyen") and misses, printing p50, p95 and p99 and
 * how the lookups ended; then, for comparison, reading the couple's whole list and matching it,
 * and both passes' plans. Runs on an embedded database in memory and, when one answers, on
 * PostgreSQL (BENCH_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/ever_after_guests_bench,
 * created when missing; "none" skips it; the bench's couples are replaced on every run).
 * BENCH_ITERATIONS lookups per case (500). Prints the machine's load average; asserts nothing.
 */
import { loadavg } from 'node:os';
import { and, count, eq, isNull, like, sql } from 'drizzle-orm';
import { openDatabase, type DatabaseHandle } from '../db/client';
import type { Database } from '../db/client';
import { guestEvents, guestHouseholds, guests, guestSettings, userRoles, users } from '../db/schema';
import { firstNames, lastNames } from '../demo/names';
import { buildContext } from '../server/build-context';
import { rsvpFind } from '../server/modules/guests';
import { nameKey as storedKey } from '../server/modules/guests/name-key';
import { matchGuests, type MatchableGuest } from '../shared/guests/name-match';
import { createRandom } from '../shared/random';
import { postgresReachable } from './postgres-database';

const iterations = Number(process.env.BENCH_ITERATIONS ?? 500);
const postgresUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/ever_after_guests_bench';
const benchEmails = 'bench.guests.%@couples.example';

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
const ms = (value: number) => `${value.toFixed(2)} ms`;
const pick = <T>(list: readonly T[], i: number) => list[(i * 7919) % list.length];

type Candidate = MatchableGuest<number, number>;

/**
 * The timed call: the RSVP page's own `rsvpFind` (the code's check, the SQL narrowing on
 * guests_name_idx, the matcher, the failed-lookup limit, the household's token and members). Each
 * call comes from its own client address, so the failed-lookup limit never asks the bench for the
 * bot check.
 */
let lookups = 0;
async function findGuest(db: Database, code: string, firstName: string, lastName: string): Promise<string> {
  lookups += 1;
  const ctx = { ...buildContext({ db }), clientAddress: `198.18.${Math.floor(lookups / 250) % 250}.${lookups % 250}` };
  return (await rsvpFind(ctx, { code, firstName, lastName })).status;
}

function loadCandidates(db: Database, coupleId: number, narrowing: ReturnType<typeof sql>): Promise<Candidate[]> {
  return db
    .select({ id: guests.id, householdId: guests.householdId, firstName: guests.firstName, lastName: guests.lastName, email: guests.email, householdEmail: guestHouseholds.email })
    .from(guests)
    .innerJoin(guestHouseholds, eq(guestHouseholds.id, guests.householdId))
    .where(and(eq(guests.coupleId, coupleId), isNull(guests.deletedAt), narrowing));
}

/** For comparison: no narrowing, the couple's whole list read and matched. */
async function findGuestInWholeList(db: Database, coupleId: number, firstName: string, lastName: string): Promise<string> {
  return matchGuests({ firstName, lastName }, await loadCandidates(db, coupleId, sql`true`)).kind;
}

type BenchGuest = { household: number; firstName: string; lastName: string };

// More last names than the demo's 60, as a list of 1,000 has (about two households a name).
const moreLastNames = [
  'Abbott', 'Ahmed', 'Alexander', 'Ali', 'Allen', 'Armstrong', 'Bailey', 'Barnes', 'Bell', 'Bishop', 'Black', 'Boyd', 'Bradley', 'Burke',
  'Burns', 'Butler', 'Byrne', 'Carroll', 'Carter', 'Chan', 'Chapman', 'Cheung', 'Clark', 'Cole', 'Collins', 'Connolly', 'Cox', 'Cruz',
  'Cunningham', 'Dang', 'Das', 'Dawson', 'Dixon', 'Do', 'Doyle', 'Duong', 'Dunn', 'Ellis', 'Evans', 'Ferguson', 'Fernandes', 'Fisher',
  'Fleming', 'Ford', 'Foster', 'Gallagher', 'Garcia', 'Gibson', 'Gordon', 'Graham', 'Grant', 'Gupta', 'Haddad', 'Hamilton', 'Hansen',
  'Hayes', 'Henderson', 'Ho', 'Hoang', 'Holmes', 'Hunt', 'Hussain', 'Jackson', 'James', 'Jensen', 'Jones', 'Kaur', 'Kennedy', 'Khan',
  'Kim', 'Knight', 'Kumar', 'Lam', 'Lambert', 'Le', 'Lewis', 'Li', 'Lim', 'Liu', 'Lloyd', 'Lopez', 'Lynch', 'Mason', 'McDonald',
  'McKenzie', 'Miller', 'Mills', 'Moore', 'Morgan', 'Moretti', 'Nair', 'Nelson', 'Nolan', 'O’Brien', 'O’Connor', 'Owen', 'Palmer',
  'Park', 'Pearce', 'Perera', 'Pham', 'Phillips', 'Porter', 'Price', 'Quinn', 'Rahman', 'Reynolds', 'Richards', 'Roberts', 'Rogers',
  'Russo', 'Santos', 'Schmidt', 'Scott', 'Shaw', 'Silva', 'Simpson', 'Sharma', 'Shah', 'Spencer', 'Stevens', 'Sullivan', 'Tan', 'Tran',
  'Truong', 'Tucker', 'Vo', 'Vu', 'Wallace', 'Walsh', 'Watson', 'Webb', 'Wells', 'West', 'Wong', 'Wu', 'Xu', 'Yang', 'Zhang', 'Zhou',
];
const surnames = [...lastNames, ...moreLastNames];

/**
 * A couple's guests, drawn from `seed`: households of 1 to 4 people (2.2 on average) sharing a
 * last name, one in eight hyphenated, and a partner who kept their own in one in three. Household
 * 0 of the first couple is Christopher Nguyen's (the issue's "Chris Nguyen").
 */
function guestNames(count: number, seed: number): BenchGuest[] {
  const random = createRandom(seed + 1);
  const sizes = [2, 2, 1, 3, 2, 4, 2, 1, 2, 3];
  const people: BenchGuest[] = [];
  for (let household = 0; people.length < count; household += 1) {
    const last = random.chance(1 / 8) ? `${random.pick(surnames)}-${random.pick(surnames)}` : random.pick(surnames);
    const partnerKeeps = random.chance(1 / 3);
    for (let member = 0; member < sizes[household % sizes.length] && people.length < count; member += 1) {
      people.push({ household, firstName: random.pick(firstNames), lastName: member === 1 && partnerKeeps ? random.pick(surnames) : last });
    }
  }
  if (seed === 0) people.splice(0, 2, { household: 0, firstName: 'Christopher', lastName: 'Nguyen' }, { household: 0, firstName: 'Linh', lastName: 'Nguyen' });
  return people;
}

/** The bench's couples, replaced: the first with 1,000 guests, 50 more with 200; each with a ceremony and a reception everyone is invited to. */
/** The n-th bench couple's RSVP code (the measured couple is the first). */
const benchCode = (n: number) => `bench-guests-${String(n).padStart(30, '0')}`;

async function seed(db: Database): Promise<{ coupleId: number; list: BenchGuest[] }> {
  await db.delete(users).where(like(users.email, benchEmails));
  const couples = await db
    .insert(users)
    .values(Array.from({ length: 51 }, (_, n) => ({ email: benchEmails.replace('%', String(n)), firstName: `Couple ${n}`, nickname: `Couple ${n}`, emailVerifiedAt: new Date() })))
    .returning({ id: users.id });
  await db.insert(userRoles).values(couples.map((couple) => ({ userId: couple.id, role: 'user' as const })));
  await db.insert(guestSettings).values(couples.map((couple, n) => ({ coupleId: couple.id, rsvpCode: benchCode(n), defaultEventsAt: new Date() })));
  await db.insert(guestEvents).values(couples.flatMap((couple) => [
    { coupleId: couple.id, name: 'Ceremony', kind: 'ceremony', position: 0 },
    { coupleId: couple.id, name: 'Reception', kind: 'reception', position: 1 },
  ]));
  let list: BenchGuest[] = [];
  for (const [n, couple] of couples.entries()) {
    const people = guestNames(n === 0 ? 1_000 : 200, n);
    if (n === 0) list = people;
    const households = await db
      .insert(guestHouseholds)
      .values([...new Set(people.map((person) => person.household))].map((household) => ({ coupleId: couple.id, name: `Household ${household}` })))
      .returning({ id: guestHouseholds.id });
    await db.insert(guests).values(
      people.map((person) => ({
        coupleId: couple.id,
        householdId: households[person.household]!.id,
        firstName: person.firstName,
        lastName: person.lastName,
        firstKey: storedKey(person.firstName),
        lastKey: storedKey(person.lastName),
      })),
    );
  }
  await db.execute(sql`insert into guest_invitations (guest_id, event_id, couple_id)
    select g.id, e.id, g.couple_id from guests g join guest_events e on e.couple_id = g.couple_id
    where g.couple_id in (select id from users where email like ${benchEmails})`);
  await db.execute(sql`analyze`);
  return { coupleId: couples[0]!.id, list };
}

async function measure(label: string, handle: DatabaseHandle): Promise<void> {
  const { db } = handle;
  const seeding = performance.now();
  await handle.migrate();
  const { coupleId, list } = await seed(db);
  const [{ total }] = await db.select({ total: count() }).from(guests);
  const seeded = performance.now() - seeding;

  const hyphenated = list.filter((person) => person.lastName.includes('-'));
  const longFirst = list.filter((person) => person.firstName.length >= 5);
  const cases: { name: string; typed: (i: number) => [string, string] }[] = [
    { name: 'exact (any case)', typed: (i) => { const person = pick(list, i); return [person.firstName.toUpperCase(), person.lastName.toLowerCase()]; } },
    { name: '"Chris Nguyen" (similar: Christopher)', typed: () => ['Chris', 'Nguyen'] },
    { name: 'similar: the first name’s first 3 letters', typed: (i) => { const person = pick(longFirst, i); return [person.firstName.slice(0, 3), person.lastName]; } },
    { name: 'similar: one part of a hyphenated last name', typed: (i) => { const person = pick(hyphenated, i); return [person.firstName, person.lastName.split('-')[i % 2]]; } },
    { name: 'miss: a made-up last name', typed: (i) => [pick(firstNames, i), `Quartermaine${i % 50}`] },
    { name: 'miss: a guest’s last name, a first name not in it', typed: (i) => ['Zebediah', pick(list, i).lastName] },
  ];
  console.log(`\n${label}: ${total.toLocaleString('en-AU')} guests of 51 couples, the measured couple's 1,000 in ${new Set(list.map((person) => person.household)).size} households (seeded in ${(seeded / 1000).toFixed(1)} s); ${iterations} lookups per case after 50 warm-up; load ${loadavg().map((value) => value.toFixed(1)).join(' ')}`);
  console.log('| case | p50 | p95 | p99 | ended |');
  console.log('|---|---|---|---|---|');
  const run = async (name: string, typed: (i: number) => [string, string], find: (firstName: string, lastName: string) => Promise<string>) => {
    for (let i = 0; i < 50; i++) await find(...typed(i + iterations));
    const times: number[] = [];
    const ended = new Map<string, number>();
    for (let i = 0; i < iterations; i++) {
      const [firstName, lastName] = typed(i);
      const begun = performance.now();
      const result = await find(firstName, lastName);
      times.push(performance.now() - begun);
      ended.set(result, (ended.get(result) ?? 0) + 1);
    }
    times.sort((a, b) => a - b);
    const endings = [...ended].map(([kind, n]) => `${kind} ${n}`).join(', ');
    console.log(`| ${name} | ${ms(percentile(times, 50))} | ${ms(percentile(times, 95))} | ${ms(percentile(times, 99))} | ${endings} |`);
  };
  const code = benchCode(0);
  for (const benchCase of cases) await run(benchCase.name, benchCase.typed, (firstName, lastName) => findGuest(db, code, firstName, lastName));
  await run('for comparison: the whole list read and matched (exact, any case)', cases[0]!.typed, (firstName, lastName) => findGuestInWholeList(db, coupleId, firstName, lastName));

  const explain = async (title: string, narrowing: ReturnType<typeof sql>) => {
    const plan = (await db.execute(sql`explain select g.id from guests g join guest_households h on h.id = g.household_id
      where g.couple_id = ${coupleId} and g.deleted_at is null and ${narrowing}`)) as unknown as { rows: { 'QUERY PLAN': string }[] };
    console.log(`\n${title}:\n${plan.rows.map((row) => `    ${row['QUERY PLAN']}`).join('\n')}`);
  };
  await explain("The first pass's plan (last_key = 'nguyen')", sql`g.last_key in ('nguyen')`);
  await explain("The second pass's plan (a last name holding 'nguyen')", sql`g.last_key <> 'nguyen' and strpos(g.last_key, 'nguyen') > 0`);
}

const started = Date.now();
const embedded = await openDatabase({});
try {
  await measure('PGlite (embedded, in memory)', embedded);
} finally {
  await embedded.close();
}
if (await postgresReachable(postgresUrl)) {
  const postgres = await openDatabase({ databaseUrl: postgresUrl });
  try {
    await measure(`PostgreSQL (${new URL(postgresUrl).host})`, postgres);
  } finally {
    await postgres.close();
  }
} else {
  console.log('\nPostgreSQL: not reachable, skipped');
}
console.log(`\nDone in ${Math.round((Date.now() - started) / 1000)} s; load ${loadavg().map((value) => value.toFixed(1)).join(' ')}`);
