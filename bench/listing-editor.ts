/**
 * npx tsx bench/listing-editor.ts — the p95 of saving each listing editor step (updateService) at
 * 20,000 services, on the embedded database and, when TEST_DATABASE_URL or DATABASE_URL is set,
 * on PostgreSQL: a draft's steps, and the same steps on a published listing (its search rows
 * follow in the transaction). Prints figures; asserts nothing.
 *
 * The PGlite catalog is seeded once with `npm run seed -- --services 20000` under BENCH_DATA_DIR
 * (default .bench/search-20k, shared with `BENCH_SERVICES=20000 npm run bench:search`).
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { count, eq } from 'drizzle-orm';
import { openDatabase, type DatabaseHandle } from '../db/client';
import { projectRoot } from '../db/paths';
import { categories, serviceMedia, services, userRoles, users } from '../db/schema';
import { systemContext } from '../server/context';
import type { Viewer } from '../server/modules/accounts';
import { readListingEntitlement } from '../server/modules/billing';
import { createService, publishService, updateService } from '../server/modules/catalog';
import { createSubscription } from '../tests/factories/billing';

const size = Number(process.env.BENCH_SERVICES ?? 20_000);
const iterations = Number(process.env.BENCH_ITERATIONS ?? 100);
const dataDir = process.env.BENCH_DATA_DIR ?? join(projectRoot, '.bench', `search-${size / 1000}k`);
const postgresUrl = process.env.TEST_DATABASE_URL || process.env.DATABASE_URL;

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

/** The steps as the editor's forms send them; `i` varies the values so every save writes. */
const steps: { name: string; input: (i: number) => Record<string, unknown> }[] = [
  { name: 'details', input: (i) => ({ name: `Bench Terrace ${i % 7}`, description: `A terrace above the vines.\n\nRun ${i}.`, features: ['Lawn', 'Chapel', `Deck ${i}`], website: 'bench.example.com' }) },
  { name: 'location', input: (i) => ({ address: `${i} Broke Rd, Pokolbin NSW 2320`, lat: -32.78 + (i % 10) / 100, lng: 151.29 }) },
  {
    name: 'attributes',
    input: (i) => ({
      meta: [
        { metaKey: 'number_of_people', metaValue: String(80 + (i % 100)) },
        { metaKey: 'min_price_per_person', metaValue: '140' },
        { metaKey: 'venue_style', metaValue: JSON.stringify(i % 2 ? ['garden'] : ['garden', 'vineyard']) },
        { metaKey: 'reception_hours', metaValue: '[5,10]' },
      ],
    }),
  },
];

async function measure(label: string, handle: DatabaseHandle): Promise<void> {
  const { db } = handle;
  const [{ listed }] = await db.select({ listed: count() }).from(services);
  const [user] = await db.insert(users).values({ email: `bench-${Date.now()}@vendors.example`, firstName: 'Bench', emailVerifiedAt: new Date() }).returning({ id: users.id });
  await db.insert(userRoles).values({ userId: user.id, role: 'vendor' });
  // The listing use cases read a viewer's id and roles only.
  const viewer = { id: user.id, roles: ['vendor'], firstName: 'Bench' } as unknown as Viewer & { password: string };
  // Publishing needs the vendor's paid subscription in the category (billing's rule, read through the context).
  await createSubscription(db, viewer, 'venue');
  const ctx = systemContext({ db, viewer, listingEntitlements: readListingEntitlement });
  const [venue] = await db.select({ id: categories.id }).from(categories).where(eq(categories.name, 'venue'));
  console.log(`\n${label}: ${listed.toLocaleString('en-AU')} services, ${iterations} saves per step after 10 warm-up saves`);
  console.log('| step | draft p50 | draft p95 | published p50 | published p95 |');
  console.log('|---|---|---|---|---|');
  const draft = await createService(ctx, { categoryId: venue.id, name: 'Bench Terrace' });
  const published = await createService(ctx, { categoryId: venue.id, name: 'Bench Terrace Published' });
  for (const step of steps) await updateService(ctx, { id: published.id, ...step.input(0) });
  await db.insert(serviceMedia).values({ serviceId: published.id, url: '/images/default.jpg' });
  await publishService(ctx, { id: published.id });
  const time = async (id: number, step: (typeof steps)[number]) => {
    for (let i = 0; i < 10; i++) await updateService(ctx, { id, ...step.input(i + iterations) });
    const times: number[] = [];
    for (let i = 0; i < iterations; i++) {
      const started = performance.now();
      await updateService(ctx, { id, ...step.input(i) });
      times.push(performance.now() - started);
    }
    return times.sort((a, b) => a - b);
  };
  const ms = (value: number) => `${value.toFixed(1)} ms`;
  for (const step of steps) {
    const [onDraft, onPublished] = [await time(draft.id, step), await time(published.id, step)];
    console.log(`| ${step.name} | ${ms(percentile(onDraft, 50))} | ${ms(percentile(onDraft, 95))} | ${ms(percentile(onPublished, 50))} | ${ms(percentile(onPublished, 95))} |`);
  }
  // The bench's own rows go again, so the catalog stays as seeded.
  await db.delete(services).where(eq(services.userId, user.id));
  await db.delete(userRoles).where(eq(userRoles.userId, user.id));
  await db.delete(users).where(eq(users.id, user.id));
}

if (!existsSync(join(dataDir, 'pglite'))) {
  console.log(`Seeding ${size.toLocaleString('en-AU')} services (once; kept for later runs)…`);
  execFileSync('npm', ['run', '-s', 'seed', '--', '--services', String(size)], { cwd: projectRoot, stdio: 'inherit', env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' } });
}
const embedded = await openDatabase({ dataDir: join(dataDir, 'pglite') });
try {
  await embedded.migrate();
  await measure('PGlite (embedded)', embedded);
} finally {
  await embedded.close();
}

if (postgresUrl) {
  const postgres = await openDatabase({ databaseUrl: postgresUrl });
  try {
    await postgres.migrate();
    await measure(`PostgreSQL (${new URL(postgresUrl).host})`, postgres);
  } finally {
    await postgres.close();
  }
} else {
  console.log('\nPostgreSQL: TEST_DATABASE_URL and DATABASE_URL are unset, skipped');
}
