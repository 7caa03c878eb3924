/**
 * npm run bench:reviews — issue 32's figures at 100,000 services on the embedded database: the p50,
 * p95 and p99 of `reviews(service_id)` (listReviews: a listing's page of reviews with photos,
 * replies and authors; newest first and lowest first) and of search ranked by the reviews' published
 * Bayesian mean (the ranked statements without a place, uncached; runSearch with a place; the map's
 * markers), on the embedded database and, when one answers, on PostgreSQL. Prints the machine's
 * load average with the figures (it is shared); asserts nothing.
 *
 * The catalogs are seeded once without pictures and kept for later runs: PGlite under BENCH_DATA_DIR
 * (default .bench/reviews-100k), PostgreSQL in the database of BENCH_DATABASE_URL (default
 * postgres://postgres@127.0.0.1:5432/ever_after_reviews_bench, created when missing; "none" skips it).
 * Each holds BENCH_SERVICES listings, a tenth of them with 1 to 40 reviews from 4,000
 * invented couples (about 200,000 reviews), review_scores computed from them and search's
 * review_score refreshed (the daily prior job's path). BENCH_ITERATIONS runs per case (200).
 */
import { mkdirSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { count, sql } from 'drizzle-orm';
import { openDatabase, type DatabaseHandle } from '../db/client';
import { projectRoot } from '../db/paths';
import { localities, reviews, services } from '../db/schema';
import { seedReferenceData, seedServices } from '../demo';
import { buildContext } from '../server/build-context';
import { listReviews } from '../server/modules/reviews';
import { refreshServiceSearch, runSearch, runSearchMarkers, searchStatements } from '../server/modules/search';
import { bayesianPriorWeight, defaultPriorMean } from '../shared/reviews/rules';
import { postgresReachable } from './postgres-database';

const size = Number(process.env.BENCH_SERVICES ?? 100_000);
const iterations = Number(process.env.BENCH_ITERATIONS ?? 200);
const dataDir = process.env.BENCH_DATA_DIR ?? join(projectRoot, '.bench', `reviews-${size / 1000}k`);
const postgresUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/ever_after_reviews_bench';

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
const ms = (value: number) => `${value.toFixed(1)} ms`;
const pick = <T>(list: T[], i: number) => list[(i * 7919) % list.length];
const json = (value: unknown) => encodeURIComponent(JSON.stringify(value));
const noPictures = { write: async () => {}, flush: async () => {} };

/** Couples, reviews and their figures in a few set-based statements (the use cases' rules are tested elsewhere). */
async function seedReviews(handle: DatabaseHandle): Promise<void> {
  const { db } = handle;
  await db.execute(sql`insert into users (email, first_name, nickname, email_verified_at)
    select 'bench.couple' || n || '@couples.example', 'Couple ' || n, 'Couple ' || n, now() from generate_series(1, 4000) n`);
  await db.execute(sql`insert into user_roles (user_id, role) select id, 'user' from users where email like 'bench.couple%@couples.example'`);
  // A tenth of the listings, 1 to 40 reviews each, hearts from 1 to 5 leaning high, a year of dates.
  await db.execute(sql`
    with couples as (select id, row_number() over (order by id) as k from users where email like 'bench.couple%@couples.example'),
    listed as (select id, user_id, 1 + (id * 7) % 40 as n from services where id % 10 = 3)
    insert into reviews (service_id, couple_id, vendor_id, source, rating, title, body, created_at)
    select listed.id, couples.id, listed.user_id, 'enquiry',
      least(5, 2 + ((listed.id + g * 13) % 4) + (g % 3 = 0)::int),
      'A review ' || g,
      'We held our reception here in autumn and everything ran to the minute. The staff were kind and the food generous.',
      now() - ((listed.id * 31 + g * 97) % 365) * interval '1 day'
    from listed cross join generate_series(1, 40) g
    join couples on couples.k = 1 + (listed.id * 53 + g) % 4000
    where g <= listed.n
    on conflict do nothing`);
  await db.execute(sql`
    insert into review_scores (service_id, reviews, rating_sum, hearts_1, hearts_2, hearts_3, hearts_4, hearts_5, bayesian)
    select service_id, count(*), sum(rating), count(*) filter (where rating = 1), count(*) filter (where rating = 2),
      count(*) filter (where rating = 3), count(*) filter (where rating = 4), count(*) filter (where rating = 5),
      (${defaultPriorMean}::float8 * ${bayesianPriorWeight} + sum(rating)) / (${bayesianPriorWeight} + count(*))
    from reviews where status = 'published' group by service_id`);
  await refreshServiceSearch(buildContext({ db }), { reviewScoresOnly: true });
  await db.execute(sql`analyze`);
}

const started = Date.now();

/** The catalog, seeded unless it already holds BENCH_SERVICES listings (kept from an earlier run). */
async function prepare(handle: DatabaseHandle): Promise<void> {
  await handle.migrate();
  const [{ present }] = await handle.db.select({ present: count() }).from(services);
  if (present >= size) return;
  const seeding = Date.now();
  console.log(`Seeding ${size.toLocaleString('en-AU')} services without pictures, and reviews (once; kept for later runs)…`);
  await seedReferenceData(handle.db);
  await seedServices(handle.db, { count: size, imagesDir: '', imageWriter: noPictures });
  await seedReviews(handle);
  console.log(`Seeded in ${Math.round((Date.now() - seeding) / 1000)} s.`);
}

async function measure(label: string, handle: DatabaseHandle): Promise<void> {
  const { db } = handle;
  const ctx = buildContext({ db });
  const [{ listed }] = await db.select({ listed: count() }).from(services);
  const [{ written }] = await db.select({ written: count() }).from(reviews);
  const reviewed = (await db.execute(sql`select service_id as id from review_scores where reviews >= 10 order by service_id limit 2000`)) as unknown as { rows: { id: number }[] };
  const ids = reviewed.rows.map((row) => row.id);
  const places = (await db.select({ name: localities.name, lat: localities.lat, lng: localities.lng }).from(localities).orderBy(localities.population).limit(400)).reverse();
  const place = (i: number) => {
    const chosen = pick(places, i);
    return `location=${json({ location: chosen.name, distance: 200_000 })}&geometry=${json({ lat: chosen.lat, lng: chosen.lng })}`;
  };
  const ranked = async (params: string) => {
    const statements = await searchStatements(ctx, { params });
    return Promise.all([statements.count, statements.firstPage]);
  };
  const cases: { name: string; run: (i: number) => Promise<unknown> }[] = [
    { name: 'reviews(service_id), newest first', run: (i) => listReviews(ctx, { serviceId: pick(ids, i) }) },
    { name: 'reviews(service_id), lowest first, page 2', run: (i) => listReviews(ctx, { serviceId: pick(ids, i), sort: 'lowest', page: 2 }) },
    // The same URL within 10 s is answered from the recent-search cache: these run the statements themselves.
    { name: 'search by the Bayesian mean, no filter: count + first page of ids (venues, uncached)', run: () => ranked('category=venue') },
    { name: 'search by the Bayesian mean, no filter: count + first page of ids (photographers, uncached)', run: () => ranked('category=photographer') },
    { name: 'search by the Bayesian mean, runSearch no filter (venues, pages 1–5, cached after the first)', run: (i) => runSearch(ctx, { params: `category=venue&page=${(i % 5) + 1}` }) },
    { name: 'search by the Bayesian mean, venues within 200 km of a place', run: (i) => runSearch(ctx, { params: `category=venue&${place(i)}` }) },
    {
      name: 'map: 500 markers by the Bayesian mean',
      run: (i) => {
        const chosen = pick(places, i);
        return runSearchMarkers(ctx, { params: `category=venue&bounds=${json([[chosen.lat - 1.5, chosen.lng - 2], [chosen.lat + 1.5, chosen.lng + 2]])}` });
      },
    },
  ];
  console.log(`\n${label}: ${listed.toLocaleString('en-AU')} services, ${written.toLocaleString('en-AU')} reviews; ${iterations} runs per case after 20 warm-up runs; load ${loadavg().map((value) => value.toFixed(1)).join(' ')}`);
  console.log('| case | p50 | p95 | p99 |');
  console.log('|---|---|---|---|');
  for (const benchCase of cases) {
    for (let i = 0; i < 20; i++) await benchCase.run(i + iterations);
    const times: number[] = [];
    for (let i = 0; i < iterations; i++) {
      const begun = performance.now();
      await benchCase.run(i);
      times.push(performance.now() - begun);
    }
    times.sort((a, b) => a - b);
    console.log(`| ${benchCase.name} | ${ms(percentile(times, 50))} | ${ms(percentile(times, 95))} | ${ms(percentile(times, 99))} |`);
  }
  const plan = (await db.execute(sql`explain select service_id from service_search where category_id = 1 order by review_score desc, is_vendor_verified desc, service_id desc limit 12`)) as unknown as { rows: { 'QUERY PLAN': string }[] };
  console.log(`\nThe no-filter plan:\n${plan.rows.map((row) => `    ${row['QUERY PLAN']}`).join('\n')}`);
}

mkdirSync(dataDir, { recursive: true });
const embedded = await openDatabase({ dataDir: join(dataDir, 'pglite') });
try {
  await prepare(embedded);
  await measure('PGlite (embedded)', embedded);
} finally {
  await embedded.close();
}
if (await postgresReachable(postgresUrl)) {
  const postgres = await openDatabase({ databaseUrl: postgresUrl });
  try {
    await prepare(postgres);
    await measure(`PostgreSQL (${new URL(postgresUrl).host})`, postgres);
  } finally {
    await postgres.close();
  }
} else {
  console.log('\nPostgreSQL: not reachable, skipped');
}
console.log(`\nDone in ${Math.round((Date.now() - started) / 1000)} s; load ${loadavg().map((value) => value.toFixed(1)).join(' ')}`);
