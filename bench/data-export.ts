/**
 * npm run bench:data-export — issue 35's figure: preparing one big account's "Download my data"
 * while the site keeps answering. A couple with 1,000 guests, 40 wishlisted listings with notes,
 * and 40 conversations of 500 messages each (20,000 messages), on an embedded database in memory.
 * Times the job's `prepareDataExports` for that one archive, its size, the event loop's longest
 * stall meanwhile (perf_hooks' monitorEventLoopDelay) and what a request sees: a point read (the
 * person's own exports) every 20 ms during the run, against the same read on an idle database.
 * Prints the machine's load average; asserts nothing.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import { openDatabase } from '../db/client';
import { chatMessages, conversations, wishlistNotes, wishlists, wishlistServices } from '../db/schema';
import { buildContext } from '../server/build-context';
import { createMailer } from '../server/integrations/mail/create-mailer';
import { createDiskStorage } from '../server/integrations/storage/disk-storage';
import { importGuests } from '../server/modules/guests';
import { listDataExports, prepareDataExports, requestDataExport } from '../server/modules/privacy';
import { guestCsvOf } from '../tests/factories/guest-csv';
import { createService } from '../tests/factories/services';
import { createCouple, createVendor } from '../tests/factories/users';

const listings = 40;
const messagesPerConversation = 500;
const ms = (value: number) => `${value.toFixed(1)} ms`;
const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

const scratch = mkdtempSync(join(tmpdir(), 'ever-after-export-bench-'));
const handle = await openDatabase({});
await handle.migrate();
const { db } = handle;
const parts = { db, publicFiles: createDiskStorage(join(scratch, 'images')), privateFiles: createDiskStorage(join(scratch, 'private')), mailer: createMailer({ outboxDir: join(scratch, 'outbox'), from: 'Ever After <no-reply@localhost>' }) };

console.log('Seeding one big account…');
const couple = await createCouple(db, { firstName: 'Bench', nickname: 'Bench & Mark' });
const vendor = await createVendor(db, { firstName: 'Vendor' });
const serviceIds: number[] = [];
for (let n = 0; n < listings; n++) serviceIds.push(await createService(db, { owner: vendor, imagesDir: join(scratch, 'images') }));
const as = buildContext({ ...parts, viewer: couple });
const csv = guestCsvOf(1000, { perHousehold: 3 });
await importGuests(as, { file: new File([csv], 'guests.csv', { type: 'text/csv' }), mode: 'append' });
const [wishlist] = await db.insert(wishlists).values({ userId: couple.id }).returning({ id: wishlists.id });
await db.insert(wishlistServices).values(serviceIds.map((serviceId) => ({ wishlistId: wishlist.id, serviceId })));
await db.insert(wishlistNotes).values(serviceIds.map((serviceId) => ({ wishlistId: wishlist.id, serviceId, text: `Notes on listing ${serviceId}: ask about the wet-weather plan, the last drinks and parking. `.repeat(5) })));
const made = await db.insert(conversations).values(serviceIds.map((serviceId) => ({ coupleId: couple.id, vendorId: vendor.id, serviceId }))).returning({ id: conversations.id });
for (const { id } of made) {
  const rows = Array.from({ length: messagesPerConversation }, (_, n) => ({ conversationId: id, senderId: n % 2 ? vendor.id : couple.id, text: `Message ${n}: thank you, that sounds lovely. Could you tell us more about the menu and the timings on the day?` }));
  await db.insert(chatMessages).values(rows);
}

// A request's read on an idle database, for comparison.
const idle: number[] = [];
for (let n = 0; n < 200; n++) {
  const started = performance.now();
  await listDataExports(as);
  idle.push(performance.now() - started);
}

await requestDataExport(as);
const loop = monitorEventLoopDelay({ resolution: 10 });
const during: number[] = [];
let running = true;
const probe = (async () => {
  while (running) {
    const started = performance.now();
    await listDataExports(as);
    during.push(performance.now() - started);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
})();
loop.enable();
const started = performance.now();
const result = await prepareDataExports(buildContext(parts));
const took = performance.now() - started;
loop.disable();
running = false;
await probe;
const [ready] = await listDataExports(as);

idle.sort((a, b) => a - b);
during.sort((a, b) => a - b);
console.log(`Load average ${loadavg().map((value) => value.toFixed(2)).join(' ')}`);
console.log(`Prepared ${result.prepared} archive in ${ms(took)}: ${((ready.sizeBytes ?? 0) / 1_048_576).toFixed(2)} MB (1,000 guests, ${listings} notes, ${listings * messagesPerConversation} messages)`);
console.log(`Event loop delay during it: p50 ${ms(loop.percentile(50) / 1e6)}, p99 ${ms(loop.percentile(99) / 1e6)}, max ${ms(loop.max / 1e6)}`);
console.log(`A request's read (the person's exports): idle p50 ${ms(percentile(idle, 50))}, p95 ${ms(percentile(idle, 95))}; during the export p50 ${ms(percentile(during, 50))}, p95 ${ms(percentile(during, 95))}, max ${ms(during.at(-1) ?? 0)} (${during.length} reads)`);
await handle.close();
rmSync(scratch, { recursive: true, force: true });
