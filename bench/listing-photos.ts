/**
 * npm run bench:listing-photos — issue 19's upload figures on this machine:
 * 1. the time to accept, check, crop-free re-encode and store a 12-megapixel JPEG through the
 *    addServiceMedia use case (in process, median of BENCH_UPLOADS runs);
 * 2. a search page's p50/p99 on the built server under autocannon, alone and while the demo vendor
 *    uploads 12-megapixel photos one after another (the photos step's own request).
 * Prints figures; asserts nothing.
 */
import { loadavg } from 'node:os';
import autocannon from 'autocannon';
import { openDatabase } from '../db/client';
import { systemClock } from '../server/kernel';
import { createService } from '../tests/factories/services';
import { createVendor } from '../tests/factories/users';
import { testContext } from '../tests/setup/context';
import { startServer } from '../tests/setup/server-process';
import { median, timePhotoUploads, twelveMegapixelJpeg } from './photo-upload';

const runs = Number(process.env.BENCH_UPLOADS ?? 5);
const duration = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);

const load = () => loadavg().map((value) => value.toFixed(1)).join(' ');

const jpeg = await twelveMegapixelJpeg();
console.log(`Listing photos on ${process.version}: a 4240 × 2832 JPEG of ${(jpeg.length / 1_048_576).toFixed(1)} MB; load average ${load()}`);

// 1. The use case alone, on an embedded database.
const database = await openDatabase({});
await database.migrate();
const vendor = await createVendor(database.db);
const listing = await createService(database.db, { owner: vendor });
const ctx = { ...testContext(database.db, vendor), clock: systemClock };
const times = await timePhotoUploads(ctx, listing, jpeg, runs);
await database.close();
console.log(`addServiceMedia, 12 MP JPEG: median ${median(times).toFixed(0)} ms of ${runs} (${times.map((time) => time.toFixed(0)).join(', ')} ms)`);

// 2. A search page while photos are processed, on the built server (npm run build first).
const server = await startServer({ NODE_ENV: 'production' });
try {
  const login = await fetch(`${server.url}/graphql`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ query: 'mutation { login(email: "vendor@example.com", password: "wedding-demo") { id } }' }),
  });
  const cookie = login.headers.getSetCookie().find((value) => value.startsWith('ea_session='))!.split(';')[0];
  const graphql = async <T>(query: string, variables: Record<string, unknown> = {}) =>
    ((await (await fetch(`${server.url}/graphql`, { method: 'POST', headers: { 'Content-Type': 'application/json', Cookie: cookie }, body: JSON.stringify({ query, variables }) })).json()) as { data: T }).data;
  const dashboard = await graphql<{ vendorDashboard: { listings: { service: { id: string }; status: string }[] } }>('{ vendorDashboard { listings { service { id } status } } }');
  const id = dashboard.vendorDashboard.listings.find((entry) => entry.status === 'published')!.service.id;

  const search = `${server.url}/search/?category=venue`;
  for (let i = 0; i < 20; i++) await (await fetch(search)).text();
  const hammer = () => autocannon({ url: search, connections, duration });

  console.log(`Load average before the search runs: ${load()}`);
  const alone = await hammer();
  let uploading = true;
  const uploadTimes: number[] = [];
  const uploads = (async () => {
    while (uploading) {
      const form = new FormData();
      form.set('file', new File([new Uint8Array(jpeg)], 'camera.jpg'));
      const started = performance.now();
      const answer = (await (await fetch(`${server.url}/vendors/services/${id}/photos/upload`, { method: 'POST', body: form, headers: { Cookie: cookie, Origin: server.url } })).json()) as { photo?: { id: number } };
      uploadTimes.push(performance.now() - started);
      if (answer.photo) await graphql('mutation ($id: Int!, $media: ID!) { removeServiceMedia(id: $id, media_id: $media) { id } }', { id: Number(id), media: answer.photo.id });
    }
  })();
  const busy = await hammer();
  uploading = false;
  await uploads;

  console.log(`\n/search (venues): ${connections} connections, ${duration} s each`);
  console.log('| while | req/s | p50 | p99 | errors |');
  console.log('|---|---|---|---|---|');
  for (const [name, result] of [['nothing else', alone], ['12 MP photos upload one after another', busy]] as const) {
    console.log(`| ${name} | ${result.requests.average.toFixed(0)} | ${result.latency.p50} ms | ${result.latency.p99} ms | ${result.non2xx + result.errors} |`);
  }
  console.log(`Uploads over HTTP meanwhile: ${uploadTimes.length}, median ${median(uploadTimes).toFixed(0)} ms each; load average after: ${load()}`);
} finally {
  await server.stop();
}
