/**
 * npm run bench:ssr — requests per second and p99 latency of server rendering, against the built
 * server with the 1,500-service demo catalog: a bare route rendering a tiny React page (the ceiling
 * of this machine for any React page), the home page and a service page for a visitor (that page
 * also as a browser asks for it, gzip'd), and the service page for a signed-in couple. Then
 * freshness: the demo vendor renames a listing, and the bench prints how long until a visitor's
 * request shows the new name. The load average of the machine is printed with each row.
 *
 * Embedded database (PGlite) by default; BENCH_DATABASE_URL=postgres://… runs on a fresh database of
 * that server (created, seeded and dropped); BENCH_REDIS_URL=redis://… keeps the page cache in Redis.
 */
import { mkdtempSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { openDatabase } from '../db/client';
import { seedDemoCatalog } from '../demo';
import { createFileStorage } from '../server/integrations/storage/create-file-storage';
import { createScratchDatabase } from '../tests/setup/database';
import { startServer } from '../tests/setup/server-process';
import { processCpuMs } from './process-cpu';

const duration = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
const postgresUrl = process.env.BENCH_DATABASE_URL;
const redisUrl = process.env.BENCH_REDIS_URL;
const services = 1500;
const load = () => loadavg().map((value) => value.toFixed(1)).join(' ');
const dataDir = mkdtempSync(join(tmpdir(), 'ever-after-bench-ssr-'));
const scratch = postgresUrl ? await createScratchDatabase(postgresUrl) : null;
if (scratch) {
  // The server seeds only its embedded database: PostgreSQL gets the same demo catalog here.
  const handle = await openDatabase({ databaseUrl: scratch.url });
  await handle.migrate();
  await seedDemoCatalog(handle.db, { services, imagesDir: join(dataDir, 'images'), privateFiles: createFileStorage({ dir: join(dataDir, 'private') }) });
  await handle.close();
}
const server = await startServer(
  { BENCHMARK_ROUTE: 'true', SEED_SERVICES: String(services), NODE_ENV: 'production', ...(scratch ? { DATABASE_URL: scratch.url } : {}), ...(redisUrl ? { REDIS_URL: redisUrl } : {}) },
  dataDir,
);
const graphql = async <T>(query: string, variables: Record<string, unknown>, cookie?: string) => {
  const response = await fetch(`${server.url}/graphql`, { method: 'POST', headers: { 'Content-Type': 'application/json', ...(cookie ? { Cookie: cookie } : {}) }, body: JSON.stringify({ query, variables }) });
  const body = (await response.json()) as { data: T; errors?: unknown };
  if (body.errors) throw new Error(JSON.stringify(body.errors));
  return { data: body.data, cookie: response.headers.getSetCookie().find((value) => value.startsWith('ea_session='))?.split(';')[0] };
};
const signIn = async (email: string) => (await graphql('mutation ($email: String!) { login(email: $email, password: "wedding-demo") { id } }', { email })).cookie!;
const servicePathOf = async (id: string | number) => {
  const redirect = await fetch(`${server.url}/au/wedding-venues/${id}/x`, { redirect: 'manual' });
  const path = redirect.headers.get('location');
  if (!path) throw new Error(`no page for service ${id}`);
  return path;
};

try {
  console.log(`${scratch ? 'PostgreSQL' : 'PGlite'}${redisUrl ? ', page cache in Redis' : ''}; load average before: ${load()}`);
  const servicePath = await servicePathOf(1);
  const couple = await signIn('couple@example.com');
  const targets = [
    { name: 'bare React page', path: '/bench/bare' },
    { name: 'home page', path: '/' },
    { name: 'service page, visitor', path: servicePath },
    // autocannon asks for no compression; browsers ask for gzip (and the cache stores it so).
    { name: 'service page, visitor, gzip', path: servicePath, encoding: 'gzip' },
    { name: 'service page, signed-in couple', path: servicePath, cookie: couple },
  ];
  const results = [];
  for (const target of targets) {
    const headers = { ...(target.cookie ? { Cookie: target.cookie } : {}), ...(target.encoding ? { 'Accept-Encoding': target.encoding } : {}) };
    // Warm up: first renders compile templates and fill caches.
    for (let i = 0; i < 20; i++) await (await fetch(`${server.url}${target.path}`, { headers })).text();
    const cpuBefore = processCpuMs(server.process.pid);
    const result = await autocannon({ url: `${server.url}${target.path}`, connections, duration, headers });
    const cpuAfter = processCpuMs(server.process.pid);
    if (result.non2xx > 0 || result.errors > 0) throw new Error(`${target.name}: ${result.non2xx} non-2xx, ${result.errors} errors`);
    const cpu = cpuBefore === null || cpuAfter === null ? '—' : `${((cpuAfter - cpuBefore) / result.requests.total).toFixed(2)} ms`;
    results.push({ ...target, rps: result.requests.average, p99: result.latency.p99, mbps: result.throughput.average / 1e6, cpu, load: loadavg()[0].toFixed(1) });
  }
  const bare = results[0].rps;
  console.log(`\nSSR benchmark: ${connections} connections, ${duration} s each, Node ${process.version}`);
  // MB/s: a 160 kB page moves 4,000 times the bare page's bytes, through the same two cores as the client.
  // autocannon reads every body as UTF-8 text: a gzip'd (binary) body costs the client more than the server.
  console.log('| page | req/s | p99 latency | share of bare | MB/s | server CPU per request | load average after |');
  console.log('|---|---|---|---|---|---|---|');
  for (const result of results) {
    console.log(`| ${result.name} (${result.path}) | ${result.rps.toFixed(0)} | ${result.p99} ms | ${((result.rps / bare) * 100).toFixed(0)}% | ${result.mbps.toFixed(1)} | ${result.cpu} | ${result.load} |`);
  }

  // Freshness: a visitor's page of the vendor's listing, read once (cached), then renamed by its owner.
  const vendor = await signIn('vendor@example.com');
  const { data } = await graphql<{ vendorDashboard: { listings: { service: { id: string }; status: string }[] } }>('{ vendorDashboard { listings { service { id } status } } }', {}, vendor);
  const id = data.vendorDashboard.listings.find((entry) => entry.status === 'published')!.service.id;
  const listingPath = await servicePathOf(id);
  await (await fetch(`${server.url}${listingPath}`)).text();
  const newName = `Renamed Estate ${Date.now()}`;
  const renamed = performance.now();
  await graphql('mutation ($id: Int!, $name: String!) { updateService(id: $id, name: $name) { id } }', { id: Number(id), name: newName }, vendor);
  const saved = performance.now();
  let seen = 0;
  for (;;) {
    // The old address answers 301 to the new one: a visitor following it, as a browser would.
    const page = await (await fetch(`${server.url}${listingPath}`)).text();
    seen = performance.now();
    if (page.includes(newName)) break;
    if (seen - renamed > 60_000) throw new Error('the new name did not appear within 60 s');
  }
  console.log(`\nFreshness: the rename's request took ${(saved - renamed).toFixed(0)} ms; a visitor saw the new name ${(seen - saved).toFixed(0)} ms after it answered`);
  console.log(`load average after: ${load()}`);
} finally {
  await server.stop();
  await scratch?.drop();
}
