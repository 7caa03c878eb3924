/**
 * npm run bench:bookings — issue 31's figures at 20,000 services: the p50 and p95 of a vendor sending
 * a quote in a conversation (sendQuote: the quote, the card in the thread) and of the couple
 * accepting it (acceptQuote: the one-wedding-a-day check, the hold, the audit entry, the notice and
 * both e-mails with their .ics handed to a mailer that keeps nothing), on the embedded database and
 * on PostgreSQL. Prints the machine's load average with the figures (it is shared); asserts nothing.
 *
 * PGlite: a catalog of BENCH_SERVICES (20,000) listings seeded once without pictures under
 * BENCH_DATA_DIR (default .bench/bookings-20k) and kept for later runs; the bench's own people and
 * rows are removed after. PostgreSQL: a throwaway database on BENCH_DATABASE_URL's server (default
 * postgres://postgres@127.0.0.1:5432/postgres; `none` skips it), seeded here, dropped after.
 */
import { existsSync, mkdirSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { and, count, eq, inArray } from 'drizzle-orm';
import { openDatabase, type DatabaseHandle } from '../db/client';
import { projectRoot } from '../db/paths';
import { categories, services, userRoles, users } from '../db/schema';
import { seedReferenceData, seedServices } from '../demo';
import { buildContext } from '../server/build-context';
import type { Viewer } from '../server/kernel';
import { acceptQuote, sendQuote, startEnquiry } from '../server/modules/bookings';
import { createScratchDatabase } from '../tests/setup/database';

const size = Number(process.env.BENCH_SERVICES ?? 20_000);
const iterations = Number(process.env.BENCH_ITERATIONS ?? 100);
const dataDir = process.env.BENCH_DATA_DIR ?? join(projectRoot, '.bench', `bookings-${size / 1000}k`);
const postgresServer = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
const load = () => loadavg().map((value) => value.toFixed(1)).join(' ');
const ms = (value: number) => `${value.toFixed(1)} ms`;
const dayFromNow = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
const noPictures = { write: async () => {}, flush: async () => {} };
const quietMailer = { send: async () => {} };

async function person(handle: DatabaseHandle, role: 'user' | 'vendor', name: string): Promise<Viewer> {
  const [user] = await handle.db
    .insert(users)
    .values({ email: `bench-${role}-${Date.now()}-${Math.random().toString(36).slice(2)}@bench.example`, firstName: name, emailVerifiedAt: new Date() })
    .returning({ id: users.id });
  await handle.db.insert(userRoles).values({ userId: user.id, role });
  // The bookings use cases read a viewer's id, roles and nickname only.
  return { id: user.id, roles: [role], firstName: name, nickname: null } as unknown as Viewer;
}

async function measure(label: string, handle: DatabaseHandle): Promise<void> {
  const { db } = handle;
  const [{ listed }] = await db.select({ listed: count() }).from(services);
  const vendor = await person(handle, 'vendor', 'Bench Vendor');
  const couple = await person(handle, 'user', 'Bench Couple');
  const [venue] = await db
    .select({ id: services.id, owner: services.userId })
    .from(services)
    .innerJoin(categories, eq(categories.id, services.categoryId))
    .where(and(eq(categories.name, 'venue'), eq(services.listingState, 'published')))
    .limit(1);
  await db.update(services).set({ userId: vendor.id }).where(eq(services.id, venue.id));
  try {
    const as = (viewer: Viewer) => buildContext({ db, viewer, mailer: quietMailer });
    const { conversationId } = await startEnquiry(as(couple), { serviceId: venue.id, message: 'Hello! A quote, please.', guests: 100 });
    const sending: number[] = [];
    const accepting: number[] = [];
    for (let i = 0; i < iterations + 10; i++) {
      let started = performance.now();
      const quote = await sendQuote(as(vendor), {
        conversationId,
        items: [
          { description: 'Venue hire', amount: 1_200_000 + i },
          { description: 'Dinner, 100 guests', amount: 1_450_000 },
        ],
        eventDate: dayFromNow(60 + i),
        depositAmount: 200_000,
        terms: 'Deposit holds the date.',
      });
      if (i >= 10) sending.push(performance.now() - started);
      started = performance.now();
      await acceptQuote(as(couple), { id: quote.id });
      if (i >= 10) accepting.push(performance.now() - started);
    }
    sending.sort((a, b) => a - b);
    accepting.sort((a, b) => a - b);
    console.log(`\n${label}: ${listed.toLocaleString('en-AU')} services, ${iterations} of each after 10 warm-up rounds; load average ${load()}`);
    console.log('| operation | p50 | p95 |');
    console.log('|---|---|---|');
    console.log(`| sendQuote | ${ms(percentile(sending, 50))} | ${ms(percentile(sending, 95))} |`);
    console.log(`| acceptQuote | ${ms(percentile(accepting, 50))} | ${ms(percentile(accepting, 95))} |`);
  } finally {
    // The bench's people go again (their conversation, quotes and bookings with them); the listing is its owner's again.
    await db.update(services).set({ userId: venue.owner }).where(eq(services.id, venue.id));
    await db.delete(users).where(inArray(users.id, [vendor.id, couple.id]));
  }
}

console.log(`Bookings bench on ${process.version}; load average ${load()}`);
const pgliteDir = join(dataDir, 'pglite');
const seeded = existsSync(pgliteDir);
mkdirSync(dataDir, { recursive: true });
const embedded = await openDatabase({ dataDir: pgliteDir });
try {
  await embedded.migrate();
  if (!seeded) {
    const started = performance.now();
    await seedReferenceData(embedded.db);
    // Pictures are not what this bench measures: the seed's demo images are not drawn.
    await seedServices(embedded.db, { count: size, imagesDir: '', imageWriter: noPictures });
    console.log(`PGlite: ${size.toLocaleString('en-AU')} services seeded in ${((performance.now() - started) / 1000).toFixed(0)} s (kept in ${dataDir})`);
  }
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
    await seedServices(postgres.db, { count: size, imagesDir: '', imageWriter: noPictures });
    console.log(`\nPostgreSQL: a throwaway database on ${new URL(postgresServer).host}, ${size.toLocaleString('en-AU')} services seeded in ${((performance.now() - started) / 1000).toFixed(0)} s`);
    await measure(`PostgreSQL (${new URL(postgresServer).host})`, postgres);
  } finally {
    await postgres.close();
    await scratch.drop();
  }
}
