/**
 * npm run bench:search [-- --fresh] [-- --drop] — p50/p95/p99 of the search use cases (`runSearch`,
 * `runSearchMarkers`: the module's own functions) at 1,000,000 services, on PostgreSQL and on the
 * embedded database. Goal (issue 36): p95 ≤ 20 ms on PostgreSQL for every case. Prints the machine's
 * load average with the figures (it is shared); asserts nothing.
 *
 * The catalogs are seeded by the bench itself (search-catalog.ts: 20,000 listings through the demo
 * seed, the rest copied in SQL) and kept for later runs, with the migrations' indexes:
 * - PostgreSQL in the database of BENCH_DATABASE_URL (default
 *   postgres://postgres@127.0.0.1:5432/everafter_bench_search, created when missing; `none` skips it);
 * - PGlite under BENCH_DATA_DIR (default .bench/search-1000k; `none` skips it).
 * `--fresh` drops both and seeds again (after a migration that changes search); `--drop` drops the
 * PostgreSQL database after the run. BENCH_SERVICES changes the size, BENCH_ITERATIONS the runs.
 */
import { existsSync, rmSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { count, eq } from 'drizzle-orm';
import { openDatabase, type Database, type DatabaseHandle } from '../db/client';
import { projectRoot } from '../db/paths';
import { localities, regions, services, states } from '../db/schema';
import type { RequestContext } from '../server/context';
import { buildContext } from '../server/build-context';
import { runSearch, runSearchMarkers } from '../server/modules/search';
import { dropPostgresDatabase, postgresReachable } from './postgres-database';
import { seedSearchCatalog } from './search-catalog';

const { values: flags } = parseArgs({ options: { fresh: { type: 'boolean', default: false }, drop: { type: 'boolean', default: false } } });
const size = Number(process.env.BENCH_SERVICES ?? 1_000_000);
const iterations = Number(process.env.BENCH_ITERATIONS ?? 200);
const dataDir = process.env.BENCH_DATA_DIR ?? join(projectRoot, '.bench', `search-${size / 1000}k`);
const postgresUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/everafter_bench_search';

type Case = { name: string; run: (db: Database, i: number) => Promise<unknown> };

const load = () => loadavg().map((value) => value.toFixed(2)).join(', ');
/** Deterministic variety: the i-th input of a case is the same on every run and database. */
const pick = <T>(list: T[], i: number) => list[(i * 7919) % list.length];
const json = (value: unknown) => encodeURIComponent(JSON.stringify(value));
// One context per database: a benchmark measures the search, not the making of contexts.
const contexts = new WeakMap<Database, RequestContext>();
const contextOf = (db: Database) => contexts.get(db) ?? contexts.set(db, buildContext({ db })).get(db)!;
// `run` is a parameter the search ignores: each run is a new URL, so none is answered from the
// recent-search cache (recent-search-cache.ts), which would measure a Map lookup.
const search = (db: Database, query: string, i: number) => runSearch(contextOf(db), { params: `${query}&run=${i}` });

async function buildCases(db: Database): Promise<Case[]> {
  // Real places from the gazetteer, the most populous first: where couples search.
  const places = (await db.select({ name: localities.name, lat: localities.lat, lng: localities.lng }).from(localities).orderBy(localities.population).limit(400)).reverse();
  // Wedding regions as the autocomplete writes them: "Hunter Valley NSW".
  const regionNames = (await db.select({ name: regions.name, state: states.stateCode }).from(regions).innerJoin(states, eq(states.id, regions.stateId))).map(
    ({ name, state }) => `${name} ${state}`,
  );
  const styles = ['rustic', 'garden', 'beach', 'vineyard', 'ballroom', 'industrial', 'historic', 'modern', 'barn', 'waterfront'];
  const today = new Date();
  const dates = Array.from({ length: 365 }, (_, day) => new Date(today.getTime() + day * 86_400_000).toISOString().slice(0, 10));
  const placeQuery = (i: number, category: string, distance?: number) => {
    const place = pick(places, i);
    const location = distance ? { location: place.name, distance } : { location: place.name };
    return `category=${category}&location=${json(location)}&geometry=${json({ lat: place.lat, lng: place.lng })}`;
  };
  const venuesNear = (i: number) => placeQuery(i, 'venue', 200_000);
  const guestsAndPrice = (i: number) => `number_of_people=${json([50 + ((i * 37) % 250), 500])}&min_price_per_person=${json([0, 100 + ((i * 53) % 150)])}`;
  return [
    { name: 'no filter (venues, pages 1–5)', run: (db, i) => search(db, `category=venue&page=${(i % 5) + 1}`, i) },
    { name: 'category + place: venues within 200 km', run: (db, i) => search(db, venuesNear(i), i) },
    { name: 'category + place: photographers travelling there or within 50 km', run: (db, i) => search(db, placeQuery(i, 'photographer', 50_000), i) },
    { name: '+ date: venues within 200 km free that day', run: (db, i) => search(db, `${venuesNear(i)}&availability=${pick(dates, i)}`, i) },
    {
      name: '+ guests and price: venues within 200 km, free that day, for the party, within the budget',
      run: (db, i) => search(db, `${venuesNear(i)}&availability=${pick(dates, i)}&${guestsAndPrice(i)}`, i),
    },
    {
      name: '+ style: everything at once',
      run: (db, i) => search(db, `${venuesNear(i)}&availability=${pick(dates, i)}&${guestsAndPrice(i)}&venue_style=${json([pick(styles, i)])}`, i),
    },
    { name: 'guests alone (number_of_people)', run: (db, i) => search(db, `category=venue&${guestsAndPrice(i).split('&')[0]}`, i) },
    { name: 'date alone (availability)', run: (db, i) => search(db, `category=venue&availability=${pick(dates, i)}`, i) },
    { name: 'style alone (venue_style)', run: (db, i) => search(db, `category=venue&venue_style=${json([pick(styles, i)])}`, i) },
    {
      name: 'map bounds: 500 markers',
      run: (db, i) => {
        const place = pick(places, i);
        const bounds = [
          [place.lat - 1.5, place.lng - 2],
          [place.lat + 1.5, place.lng + 2],
        ];
        return runSearchMarkers(contextOf(db), { params: `category=venue&bounds=${json(bounds)}` });
      },
    },
    { name: 'text location: a town typed, not chosen (venues)', run: (db, i) => search(db, `category=venue&location=${json({ location: pick(places, i).name })}`, i) },
    { name: 'text location: a wedding region typed (venues)', run: (db, i) => search(db, `category=venue&location=${json({ location: pick(regionNames, i) })}`, i) },
  ];
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

async function measure(label: string, handle: DatabaseHandle): Promise<void> {
  const [{ listed }] = await handle.db.select({ listed: count() }).from(services);
  console.log(`\n${label}: ${listed.toLocaleString('en-AU')} services, ${iterations} runs per case after 20 warm-up runs; load average before: ${load()}`);
  console.log('| case | p50 | p95 | p99 |');
  console.log('|---|---|---|---|');
  for (const benchCase of await buildCases(handle.db)) {
    for (let i = 0; i < 20; i++) await benchCase.run(handle.db, i + iterations);
    const times: number[] = [];
    for (let i = 0; i < iterations; i++) {
      const started = performance.now();
      await benchCase.run(handle.db, i);
      times.push(performance.now() - started);
    }
    times.sort((a, b) => a - b);
    const ms = (value: number) => `${value.toFixed(1)} ms`;
    console.log(`| ${benchCase.name} | ${ms(percentile(times, 50))} | ${ms(percentile(times, 95))} | ${ms(percentile(times, 99))} |`);
  }
  console.log(`load average after: ${load()}`);
}

/** Migrates, and seeds when the catalog holds fewer listings than asked for (a run cut short included: seeded again from empty). */
async function prepare(label: string, open: () => Promise<DatabaseHandle>, reset: () => Promise<void>): Promise<DatabaseHandle> {
  let handle = await open();
  await handle.migrate();
  const [{ listed }] = await handle.db.select({ listed: count() }).from(services);
  if (listed >= size) return handle;
  if (listed > 0) {
    await handle.close();
    await reset();
    handle = await open();
    await handle.migrate();
  }
  console.log(`${label}: seeding ${size.toLocaleString('en-AU')} services (once; kept for later runs)…`);
  await seedSearchCatalog(handle.db, size, (line) => console.log(`${label}: ${line}`));
  return handle;
}

console.log(`Search bench on ${process.version}; load average ${load()}`);

if (postgresUrl !== 'none') {
  if (flags.fresh) await dropPostgresDatabase(postgresUrl);
  if (await postgresReachable(postgresUrl)) {
    const postgres = await prepare(
      'PostgreSQL',
      () => openDatabase({ databaseUrl: postgresUrl }),
      async () => {
        await dropPostgresDatabase(postgresUrl);
        await postgresReachable(postgresUrl);
      },
    );
    try {
      await measure(`PostgreSQL (${new URL(postgresUrl).host})`, postgres);
    } finally {
      await postgres.close();
      if (flags.drop) await dropPostgresDatabase(postgresUrl);
    }
  } else {
    console.log('\nPostgreSQL: not reachable, skipped');
  }
}

if (dataDir !== 'none') {
  const pgliteDir = join(dataDir, 'pglite');
  const removeEmbedded = async () => rmSync(dataDir, { recursive: true, force: true });
  if (flags.fresh && existsSync(dataDir)) await removeEmbedded();
  const embedded = await prepare('PGlite', () => openDatabase({ dataDir: pgliteDir }), removeEmbedded);
  try {
    await measure('PGlite (embedded)', embedded);
  } finally {
    await embedded.close();
  }
}
