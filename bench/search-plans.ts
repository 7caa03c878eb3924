/**
 * npm run bench:search-plans — EXPLAIN (ANALYZE, BUFFERS) of the search's heavy queries (the count,
 * the page of ids, the map's markers) on the 1,000,000-service catalogs of `npm run bench:search`,
 * for docs/search.md. Same variables: BENCH_DATABASE_URL, BENCH_DATA_DIR (`none` skips either),
 * BENCH_SERVICES; BENCH_CASE prints only the cases whose name holds it.
 */
import { join } from 'node:path';
import { sql, type SQL } from 'drizzle-orm';
import { openDatabase, type Database } from '../db/client';
import { projectRoot } from '../db/paths';
import { buildContext } from '../server/build-context';
import { searchStatements } from '../server/modules/search';
import { searchCountLimit, searchMarkerLimit, searchPageSize } from '../server/modules/search/search-query';

const size = Number(process.env.BENCH_SERVICES ?? 1_000_000);
const dataDir = process.env.BENCH_DATA_DIR ?? join(projectRoot, '.bench', `search-${size / 1000}k`);
const postgresUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/everafter_bench_search';
const only = process.env.BENCH_CASE;

const json = (value: unknown) => encodeURIComponent(JSON.stringify(value));
const pokolbin = `location=${json({ location: 'Pokolbin NSW', distance: 200000 })}&geometry=${json({ lat: -32.7833, lng: 151.2833 })}`;
const sydney = `location=${json({ location: 'Sydney NSW', distance: 200000 })}&geometry=${json({ lat: -33.8688, lng: 151.2093 })}`;
const guestsAndPrice = `number_of_people=${json([120, 500])}&min_price_per_person=${json([0, 150])}`;
const cases: [string, string][] = [
  ['no filter', 'category=venue'],
  ['category + place: venues within 200 km of Pokolbin', `category=venue&${pokolbin}`],
  ['category + place: venues within 200 km of Sydney (the densest)', `category=venue&${sydney}`],
  ['category + place: photographers travelling there or within 50 km', `category=photographer&location=${json({ location: 'Pokolbin NSW', distance: 50000 })}&geometry=${json({ lat: -32.7833, lng: 151.2833 })}`],
  ['+ date', `category=venue&${sydney}&availability=2027-03-20`],
  ['+ guests and price', `category=venue&${sydney}&availability=2027-03-20&${guestsAndPrice}`],
  ['guests alone', `category=venue&number_of_people=${json([250, 500])}`],
  ['date alone', 'category=venue&availability=2027-03-20'],
  ['style alone', `category=venue&venue_style=${json(['rustic'])}`],
  ['map bounds', `category=venue&bounds=${json([[-34.3, 149.5], [-31.3, 153.5]])}`],
  ['text location: a town typed', `category=venue&location=${json({ location: 'Orange' })}`],
  ['text location: a wedding region typed', `category=venue&location=${json({ location: 'Hunter Valley NSW' })}`],
];

/** The plan of the second run: the first only warms the cache. */
async function explain(db: Database, label: string, query: { getSQL(): SQL }): Promise<void> {
  const statement = sql`explain (analyze, buffers, costs off, timing on, summary on) ${query.getSQL()}`;
  await db.execute(statement);
  const plan: unknown = await db.execute(statement);
  // PGlite's driver answers { rows }, node-postgres's too; both rows are { 'QUERY PLAN': line }.
  const rows = (plan as { rows: Record<string, string>[] }).rows;
  console.log(`\n#### ${label}\n\n\`\`\`\n${rows.map((row) => Object.values(row)[0]).join('\n')}\n\`\`\``);
}

async function plans(name: string, db: Database): Promise<void> {
  console.log(`\n## ${name}`);
  const ctx = buildContext({ db });
  for (const [label, search] of cases) {
    if (only && !label.includes(only)) continue;
    const statements = await searchStatements(ctx, { params: search });
    console.log(`\n### ${label}: \`${decodeURIComponent(search)}\``);
    if (label === 'map bounds') {
      await explain(db, `markers (at most ${searchMarkerLimit})`, statements.markers);
      continue;
    }
    await explain(db, `count (stops at ${searchCountLimit + 1})`, statements.count);
    await explain(db, `page 1 (${searchPageSize} ids${search.includes('geometry') ? ', the 10 km circle' : ''})`, statements.firstPage);
  }
}

if (postgresUrl !== 'none') {
  const postgres = await openDatabase({ databaseUrl: postgresUrl });
  try {
    await plans('PostgreSQL', postgres.db);
  } finally {
    await postgres.close();
  }
}
if (dataDir !== 'none') {
  const embedded = await openDatabase({ dataDir: join(dataDir, 'pglite') });
  try {
    await plans('PGlite (embedded)', embedded.db);
  } finally {
    await embedded.close();
  }
}
