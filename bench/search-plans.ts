/**
 * npm run bench:search-plans — EXPLAIN ANALYZE of the search's heavy queries (the page, its count,
 * the map's markers) on the 100,000-service catalogs of `npm run bench:search`, for docs/search.md.
 * Same variables: BENCH_DATA_DIR, BENCH_DATABASE_URL (none: PGlite only), BENCH_SERVICES.
 */
import { join } from 'node:path';
import { count, sql, type SQL } from 'drizzle-orm';
import { openDatabase, type Database } from '../db/client';
import { projectRoot } from '../db/paths';
import { serviceSearch } from '../db/schema';
import { listCategoriesWithDetails } from '../server/modules/catalog/list-categories';
import { readSearchParams } from '../server/modules/search/read-search-params';
import { searchConditions } from '../server/modules/search/search-conditions';
import { searchMarkerLimit, searchPageSize } from '../server/modules/search/search-query';
import { searchOrder } from '../server/modules/search/search-services';

const size = Number(process.env.BENCH_SERVICES ?? 100_000);
const dataDir = process.env.BENCH_DATA_DIR ?? join(projectRoot, '.bench', `search-${size / 1000}k`);
const postgresUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/ever_after_bench';
const only = process.env.BENCH_CASE;

const json = (value: unknown) => encodeURIComponent(JSON.stringify(value));
const pokolbin = `location=${json({ location: 'Pokolbin NSW', distance: 200000 })}&geometry=${json({ lat: -32.7833, lng: 151.2833 })}`;
const cases: [string, string][] = [
  ['no filter', 'category=venue'],
  ['place, venues within 200 km', `category=venue&${pokolbin}`],
  ['place, photographers travelling there or within 50 km', `category=photographer&location=${json({ location: 'Pokolbin NSW', distance: 50000 })}&geometry=${json({ lat: -32.7833, lng: 151.2833 })}`],
  ['number_of_people', `category=venue&number_of_people=${json([250, 500])}`],
  ['availability date', 'category=venue&availability=2027-03-20'],
  ['checkbox attribute', `category=venue&venue_style=${json(['rustic'])}`],
  ['map bounds', `category=venue&bounds=${json([[-34.3, 149.5], [-31.3, 153.5]])}`],
];

async function explain(db: Database, label: string, query: SQL | { getSQL(): SQL }): Promise<void> {
  const plan: unknown = await db.execute(sql`explain (analyze, costs off, timing on, summary on) ${'getSQL' in query ? query.getSQL() : query}`);
  // PGlite's driver answers { rows }, node-postgres's too; both rows are { 'QUERY PLAN': line }.
  const rows = (plan as { rows: Record<string, string>[] }).rows;
  console.log(`\n#### ${label}\n\n\`\`\`\n${rows.map((row) => Object.values(row)[0]).join('\n')}\n\`\`\``);
}

async function plans(name: string, db: Database): Promise<void> {
  console.log(`\n## ${name}`);
  const categories = await listCategoriesWithDetails(db);
  for (const [label, search] of cases) {
    if (only && !label.includes(only)) continue;
    const { query } = readSearchParams(new URLSearchParams(search), { categories });
    const where = searchConditions(query);
    console.log(`\n### ${label}: \`${decodeURIComponent(search)}\``);
    if (label === 'map bounds') {
      await explain(db, `markers (limit ${searchMarkerLimit})`, db.select({ id: serviceSearch.serviceId, lat: serviceSearch.lat, lng: serviceSearch.lng }).from(serviceSearch).where(where).orderBy(...searchOrder(query)).limit(searchMarkerLimit));
      continue;
    }
    await explain(db, 'count', db.select({ total: count() }).from(serviceSearch).where(where));
    await explain(db, `page 1 (limit ${searchPageSize})`, db.select({ id: serviceSearch.serviceId }).from(serviceSearch).where(where).orderBy(...searchOrder(query)).limit(searchPageSize));
  }
}

const embedded = await openDatabase({ dataDir: join(dataDir, 'pglite') });
try {
  await plans('PGlite (embedded)', embedded.db);
} finally {
  await embedded.close();
}
if (postgresUrl !== 'none') {
  const postgres = await openDatabase({ databaseUrl: postgresUrl });
  try {
    await plans('PostgreSQL', postgres.db);
  } finally {
    await postgres.close();
  }
}
