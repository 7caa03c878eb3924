/**
 * npm run bench:guest-import — issue 34's CSV import at its limit: a couple's 1,000 guests (250
 * households of four, each guest on a row per event: 2,000 rows, one plus-one a household, about
 * 110 KB) previewed (previewGuestImport) and imported over the whole list (importGuests, replace),
 * and the list exported again (exportGuestList): the median and the slowest of BENCH_ITERATIONS (10)
 * runs, on the embedded database (in memory) and, when one answers, on PostgreSQL
 * (BENCH_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/ever_after_guest_import_bench;
 * "none" skips it). Prints the machine's load average with the figures (it is shared); asserts nothing.
 */
import { loadavg } from 'node:os';
import { openDatabase, type DatabaseHandle } from '../db/client';
import { userRoles, users } from '../db/schema';
import { buildContext } from '../server/build-context';
import type { Viewer } from '../server/kernel';
import { exportGuestList, guestList, importGuests, previewGuestImport } from '../server/modules/guests';
import { postgresReachable } from './postgres-database';

const iterations = Number(process.env.BENCH_ITERATIONS ?? 10);
const postgresUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/ever_after_guest_import_bench';
const ms = (value: number) => `${value.toFixed(0)} ms`;

/** 1,000 guests in households of four (the fourth a plus-one of the first), each on a row per event. */
function thousandGuests(): string {
  const lines = ['Household,First name,Last name,Plus-one of,Plus-ones allowed,E-mail,Meal,Dietary needs,Event'];
  for (let household = 0; household < 250; household += 1) {
    for (let member = 0; member < 4; member += 1) {
      const host = member === 3 ? `Guest${household * 4} Família${household}` : '';
      for (const event of ['Ceremony', 'Reception']) {
        lines.push(`Família ${household},Guest${household * 4 + member},Família${household},${host},${member === 0 ? 1 : 0},guest${household * 4 + member}@example.com,Fish,No nuts,${event}`);
      }
    }
  }
  return `${lines.join('\r\n')}\r\n`;
}

async function time<T>(work: () => Promise<T>): Promise<{ value: T; ms: number }> {
  const start = performance.now();
  const value = await work();
  return { value, ms: performance.now() - start };
}

async function measure(label: string, handle: DatabaseHandle): Promise<void> {
  const [user] = await handle.db.insert(users).values({ email: `bench-${Date.now()}@bench.example`, firstName: 'Bench', emailVerifiedAt: new Date() }).returning({ id: users.id });
  await handle.db.insert(userRoles).values({ userId: user.id, role: 'user' });
  // The guests use cases read a viewer's id and roles only.
  const ctx = buildContext({ db: handle.db, viewer: { id: user.id, roles: ['user'], firstName: 'Bench', nickname: null } as unknown as Viewer });
  await guestList(ctx);
  const text = thousandGuests();
  const file = new File([text], 'guests.csv', { type: 'text/csv' });
  const runs = { preview: [] as number[], import: [] as number[], export: [] as number[] };
  for (let run = 0; run < iterations; run += 1) {
    const preview = await time(() => previewGuestImport(ctx, { file, mode: 'replace' }));
    if (preview.value.guests !== 1000 || preview.value.errorCount > 0) throw new Error(`the bench file previews as ${preview.value.guests} guests, ${preview.value.errorCount} errors`);
    const imported = await time(() => importGuests(ctx, { file, mode: 'replace' }));
    if (imported.value.guests !== 1000 || imported.value.plusOnes !== 250) throw new Error('the bench file did not import whole');
    const exported = await time(() => exportGuestList(ctx));
    runs.preview.push(preview.ms);
    runs.import.push(imported.ms);
    runs.export.push(exported.ms);
  }
  const line = (name: string, values: number[]) => {
    const sorted = [...values].sort((a, b) => a - b);
    return `${name} median ${ms(sorted[Math.floor(sorted.length / 2)])}, slowest ${ms(sorted.at(-1)!)}`;
  };
  console.log(`${label} (${(text.length / 1024).toFixed(0)} KB, 2,000 rows, 1,000 guests): ${line('preview', runs.preview)}; ${line('import (replace, list read back)', runs.import)}; ${line('export', runs.export)}. Load ${loadavg().map((value) => value.toFixed(1)).join(' ')}`);
}

const embedded = await openDatabase({});
await embedded.migrate();
await measure('PGlite', embedded);
await embedded.close();
if (await postgresReachable(postgresUrl)) {
  const postgres = await openDatabase({ databaseUrl: postgresUrl });
  await postgres.migrate();
  await measure('PostgreSQL', postgres);
  await postgres.close();
}
