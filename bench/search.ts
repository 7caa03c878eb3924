/**
 * npm run bench:search — p50/p95/p99 of the search use cases at 100,000 services, on the embedded
 * database and, when one answers, on PostgreSQL. Goal (issue 4): p95 ≤ 20 ms on PostgreSQL and
 * ≤ 60 ms on PGlite.
 *
 * The catalogs are made once with `npm run seed -- --services 100000` and kept for later runs:
 * PGlite under BENCH_DATA_DIR (default .bench/search-100k), PostgreSQL in the database of
 * BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/ever_after_bench, created when missing;
 * BENCH_DATABASE_URL=none skips PostgreSQL). BENCH_SERVICES changes the size.
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { count } from 'drizzle-orm';
import { openDatabase, type Database, type DatabaseHandle } from '../db/client';
import { projectRoot } from '../db/paths';
import { localities, services } from '../db/schema';
import type { RequestContext } from '../server/context';
import { buildContext } from '../server/build-context';
import { runSearch, runSearchMarkers } from '../server/modules/search';
import { postgresReachable } from './postgres-database';

const size = Number(process.env.BENCH_SERVICES ?? 100_000);
const iterations = Number(process.env.BENCH_ITERATIONS ?? 200);
const dataDir = process.env.BENCH_DATA_DIR ?? join(projectRoot, '.bench', `search-${size / 1000}k`);
const postgresUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/ever_after_bench';

type Case = { name: string; run: (db: Database, i: number) => Promise<unknown> };

/** Deterministic variety: the i-th input of a case is the same on every run and database. */
const pick = <T>(list: T[], i: number) => list[(i * 7919) % list.length];
const json = (value: unknown) => encodeURIComponent(JSON.stringify(value));
// One context per database: a benchmark measures the search, not the making of contexts.
const contexts = new WeakMap<Database, RequestContext>();
const contextOf = (db: Database) => contexts.get(db) ?? contexts.set(db, buildContext({ db })).get(db)!;
const search = (db: Database, query: string) => runSearch(contextOf(db), { params: query });

async function buildCases(db: Database): Promise<Case[]> {
  // Real places from the gazetteer, the most populous first: where couples search.
  const places = (await db.select({ name: localities.name, lat: localities.lat, lng: localities.lng }).from(localities).orderBy(localities.population).limit(400)).reverse();
  const styles = ['rustic', 'garden', 'beach', 'vineyard', 'ballroom', 'industrial', 'historic', 'modern', 'barn', 'waterfront'];
  const today = new Date();
  const dates = Array.from({ length: 365 }, (_, day) => new Date(today.getTime() + day * 86_400_000).toISOString().slice(0, 10));
  const placeQuery = (i: number, category: string, distance?: number) => {
    const place = pick(places, i);
    const location = distance ? { location: place.name, distance } : { location: place.name };
    return `category=${category}&location=${json(location)}&geometry=${json({ lat: place.lat, lng: place.lng })}`;
  };
  return [
    { name: 'no filter (venues, pages 1–5)', run: (db, i) => search(db, `category=venue&page=${(i % 5) + 1}`) },
    { name: 'place, venues within 200 km', run: (db, i) => search(db, placeQuery(i, 'venue', 200_000)) },
    { name: 'place + distance, photographers travelling or within 50 km', run: (db, i) => search(db, placeQuery(i, 'photographer', 50_000)) },
    { name: 'number_of_people', run: (db, i) => search(db, `category=venue&number_of_people=${json([50 + ((i * 37) % 250), 500])}`) },
    { name: 'availability date', run: (db, i) => search(db, `category=venue&availability=${pick(dates, i)}`) },
    { name: 'checkbox attribute (venue_style)', run: (db, i) => search(db, `category=venue&venue_style=${json([pick(styles, i)])}`) },
    {
      name: 'everything at once (place, guests, date, style, price)',
      run: (db, i) =>
        search(db, `${placeQuery(i, 'venue', 200_000)}&number_of_people=${json([100, 500])}&availability=${pick(dates, i)}&venue_style=${json([pick(styles, i)])}&min_price_per_person=${json([0, 200])}`),
    },
    {
      name: 'map: 500 markers in the map bounds',
      run: (db, i) => {
        const place = pick(places, i);
        const bounds = [
          [place.lat - 1.5, place.lng - 2],
          [place.lat + 1.5, place.lng + 2],
        ];
        return runSearchMarkers(contextOf(db), { params: `category=venue&bounds=${json(bounds)}` });
      },
    },
  ];
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

async function measure(label: string, handle: DatabaseHandle): Promise<void> {
  const [{ listed }] = await handle.db.select({ listed: count() }).from(services);
  console.log(`\n${label}: ${listed.toLocaleString('en-AU')} services, ${iterations} runs per case after 20 warm-up runs`);
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
}

/** Seeds through the same command a person would run, once per catalog. */
function seed(env: Record<string, string>): void {
  console.log(`Seeding ${size.toLocaleString('en-AU')} services (once; kept for later runs)…`);
  execFileSync('npm', ['run', '-s', 'seed', '--', '--services', String(size)], { cwd: projectRoot, stdio: 'inherit', env: { ...process.env, ...env } });
}

async function catalogSize(handle: DatabaseHandle): Promise<number> {
  await handle.migrate();
  const [{ listed }] = await handle.db.select({ listed: count() }).from(services);
  return listed;
}

// PGlite
if (!existsSync(join(dataDir, 'pglite'))) seed({ DATA_DIR: dataDir, DATABASE_URL: '' });
const embedded = await openDatabase({ dataDir: join(dataDir, 'pglite') });
try {
  await catalogSize(embedded);
  await measure('PGlite (embedded)', embedded);
} finally {
  await embedded.close();
}

// PostgreSQL
if (await postgresReachable(postgresUrl)) {
  let postgres = await openDatabase({ databaseUrl: postgresUrl });
  if ((await catalogSize(postgres)) < size) {
    await postgres.close();
    seed({ DATABASE_URL: postgresUrl, DATA_DIR: dataDir });
    postgres = await openDatabase({ databaseUrl: postgresUrl });
  }
  try {
    await measure(`PostgreSQL (${new URL(postgresUrl).host})`, postgres);
  } finally {
    await postgres.close();
  }
} else {
  console.log('\nPostgreSQL: not reachable, skipped');
}
