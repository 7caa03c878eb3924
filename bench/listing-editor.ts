/**
 * npm run bench:listing-editor — issue 19's editor figures at 20,000 services, on the embedded
 * database and on PostgreSQL:
 * 1. the p50 and p95 of saving each step of the editor as its form sends it (details, location,
 *    attributes: updateService; photos: a photo's description; availability: the booked days;
 *    review: publish and unpublish), on a draft and on a published listing (whose search rows
 *    follow in the transaction);
 * 2. the time to accept, check and store a 12-megapixel JPEG (addServiceMedia, with its resized
 *    copies) on that database.
 * Prints the machine's load average with the figures (it is shared); asserts nothing.
 *
 * PGlite: the catalog seeded once with `npm run seed -- --services 20000` under BENCH_DATA_DIR
 * (default .bench/search-20k, shared with `BENCH_SERVICES=20000 npm run bench:search`); the bench's
 * own rows are removed after. PostgreSQL: a throwaway database created on BENCH_DATABASE_URL's server
 * (default postgres://postgres@127.0.0.1:5432/postgres; `none` skips it), seeded here, dropped after.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { count, eq } from 'drizzle-orm';
import { openDatabase, type DatabaseHandle } from '../db/client';
import { projectRoot } from '../db/paths';
import { categories, serviceMedia, services, userRoles, users } from '../db/schema';
import { seedReferenceData, seedServices } from '../demo';
import { createDiskStorage } from '../server/integrations/storage/disk-storage';
import type { RequestContext } from '../server/context';
import { buildContext } from '../server/build-context';
import type { Viewer } from '../server/kernel';
import { readListingEntitlement } from '../server/modules/billing';
import { createService, publishService, setServiceUnavailableDates, unpublishService, updateService, updateServiceMediaAlt } from '../server/modules/catalog';
import { createSubscription } from '../tests/factories/billing';
import { createScratchDatabase } from '../tests/setup/database';
import { median, timePhotoUploads, twelveMegapixelJpeg } from './photo-upload';

const size = Number(process.env.BENCH_SERVICES ?? 20_000);
const iterations = Number(process.env.BENCH_ITERATIONS ?? 100);
const uploads = Number(process.env.BENCH_UPLOADS ?? 5);
const dataDir = process.env.BENCH_DATA_DIR ?? join(projectRoot, '.bench', `search-${size / 1000}k`);
const postgresServer = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
const load = () => loadavg().map((value) => value.toFixed(1)).join(' ');
const ms = (value: number) => `${value.toFixed(1)} ms`;

type Listing = { id: number; photoId: number };
/** One save of a step as its form sends it; `i` varies the values so every save writes. */
type Step = { name: string; save: (ctx: RequestContext, listing: Listing, i: number) => Promise<unknown> };

const dayFromNow = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

const steps: Step[] = [
  {
    name: 'details',
    save: (ctx, { id }, i) => updateService(ctx, { id, name: `Bench Terrace ${i % 7}`, description: `A terrace above the vines.\n\nRun ${i}.`, features: ['Lawn', 'Chapel', `Deck ${i}`], website: 'bench.example.com' }),
  },
  { name: 'location', save: (ctx, { id }, i) => updateService(ctx, { id, address: `${i} Broke Rd, Pokolbin NSW 2320`, lat: -32.78 + (i % 10) / 100, lng: 151.29 }) },
  {
    name: 'attributes',
    save: (ctx, { id }, i) =>
      updateService(ctx, {
        id,
        meta: [
          { metaKey: 'number_of_people', metaValue: String(80 + (i % 100)) },
          { metaKey: 'min_price_per_person', metaValue: '140' },
          { metaKey: 'venue_style', metaValue: JSON.stringify(i % 2 ? ['garden'] : ['garden', 'vineyard']) },
          { metaKey: 'reception_hours', metaValue: '[5,10]' },
          { metaKey: 'indoor_ceremony', metaValue: i % 2 ? 'yes' : 'no' },
        ],
      }),
  },
  { name: 'photos (a description)', save: (ctx, { id, photoId }, i) => updateServiceMediaAlt(ctx, { id, mediaId: photoId, alt: `The terrace at dusk, take ${i}` }) },
  { name: 'availability (booked days)', save: (ctx, { id }, i) => setServiceUnavailableDates(ctx, { id, dates: [dayFromNow(10 + (i % 30)), dayFromNow(50), dayFromNow(51 + (i % 5))] }) },
];

async function measure(label: string, handle: DatabaseHandle): Promise<void> {
  const { db } = handle;
  const imagesDir = mkdtempSync(join(tmpdir(), 'ever-after-bench-editor-'));
  const [{ listed }] = await db.select({ listed: count() }).from(services);
  const [user] = await db.insert(users).values({ email: `bench-${Date.now()}@vendors.example`, firstName: 'Bench', emailVerifiedAt: new Date() }).returning({ id: users.id });
  await db.insert(userRoles).values({ userId: user.id, role: 'vendor' });
  try {
    // The listing use cases read a viewer's id and roles only.
    const viewer = { id: user.id, roles: ['vendor'], firstName: 'Bench' } as unknown as Viewer & { password: string };
    // Publishing needs the vendor's paid subscription in the category (billing's rule, read through the context).
    await createSubscription(db, viewer, 'venue');
    const ctx = buildContext({ db, viewer, listingEntitlements: readListingEntitlement, publicFiles: createDiskStorage(imagesDir) });
    const [venue] = await db.select({ id: categories.id }).from(categories).where(eq(categories.name, 'venue'));
    const listingOf = async (name: string): Promise<Listing> => {
      const { id } = await createService(ctx, { categoryId: venue.id, name });
      for (const step of steps.slice(0, 3)) await step.save(ctx, { id, photoId: 0 }, 0);
      const [photo] = await db.insert(serviceMedia).values({ serviceId: id, url: '/images/default.jpg' }).returning({ id: serviceMedia.id });
      return { id, photoId: photo.id };
    };
    const draft = await listingOf('Bench Terrace');
    const published = await listingOf('Bench Terrace Published');
    await publishService(ctx, { id: published.id });
    const time = async (save: (i: number) => Promise<unknown>) => {
      for (let i = 0; i < 10; i++) await save(i + iterations);
      const times: number[] = [];
      for (let i = 0; i < iterations; i++) {
        const started = performance.now();
        await save(i);
        times.push(performance.now() - started);
      }
      return times.sort((a, b) => a - b);
    };

    console.log(`\n${label}: ${listed.toLocaleString('en-AU')} services, ${iterations} saves per step after 10 warm-up saves; load average ${load()}`);
    console.log('| step | draft p50 | draft p95 | published p50 | published p95 |');
    console.log('|---|---|---|---|---|');
    for (const step of steps) {
      const onDraft = await time((i) => step.save(ctx, draft, i));
      const onPublished = await time((i) => step.save(ctx, published, i));
      console.log(`| ${step.name} | ${ms(percentile(onDraft, 50))} | ${ms(percentile(onDraft, 95))} | ${ms(percentile(onPublished, 50))} | ${ms(percentile(onPublished, 95))} |`);
    }
    // The review step: publishing a complete draft (into search) and unpublishing it (out again), in turn.
    const publishing: number[] = [];
    const unpublishing: number[] = [];
    for (let i = 0; i < iterations + 10; i++) {
      let started = performance.now();
      await publishService(ctx, { id: draft.id });
      if (i >= 10) publishing.push(performance.now() - started);
      started = performance.now();
      await unpublishService(ctx, { id: draft.id });
      if (i >= 10) unpublishing.push(performance.now() - started);
    }
    publishing.sort((a, b) => a - b);
    unpublishing.sort((a, b) => a - b);
    console.log(`| review: publish (p50, p95) / unpublish (p50, p95) | ${ms(percentile(publishing, 50))} | ${ms(percentile(publishing, 95))} | ${ms(percentile(unpublishing, 50))} | ${ms(percentile(unpublishing, 95))} |`);

    const jpeg = await twelveMegapixelJpeg();
    const times = await timePhotoUploads(ctx, draft.id, jpeg, uploads);
    console.log(
      `\nA 4240 × 2832 JPEG of ${(jpeg.length / 1_048_576).toFixed(1)} MB accepted, checked and stored (addServiceMedia, copies on disk): ` +
        `median ${median(times).toFixed(0)} ms of ${uploads} (${times.map((value) => value.toFixed(0)).join(', ')} ms); load average ${load()}`,
    );
  } finally {
    // The bench's own rows go again, so the catalog stays as seeded.
    await db.delete(services).where(eq(services.userId, user.id));
    await db.delete(userRoles).where(eq(userRoles.userId, user.id));
    await db.delete(users).where(eq(users.id, user.id));
    rmSync(imagesDir, { recursive: true, force: true });
  }
}

console.log(`Listing editor bench on ${process.version}; load average ${load()}`);
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

if (postgresServer !== 'none') {
  const scratch = await createScratchDatabase(postgresServer);
  const postgres = await openDatabase({ databaseUrl: scratch.url });
  try {
    await postgres.migrate();
    const started = performance.now();
    await seedReferenceData(postgres.db);
    // Pictures are not what this bench measures: the seed's demo images are not drawn.
    await seedServices(postgres.db, { count: size, imagesDir: '', imageWriter: { write: async () => {}, flush: async () => {} } });
    console.log(`\nPostgreSQL: a throwaway database on ${new URL(postgresServer).host}, ${size.toLocaleString('en-AU')} services seeded in ${((performance.now() - started) / 1000).toFixed(0)} s`);
    await measure(`PostgreSQL (${new URL(postgresServer).host})`, postgres);
  } finally {
    await postgres.close();
    await scratch.drop();
  }
}
