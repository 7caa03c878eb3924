/**
 * npm run bench:search-http — /search and a place search page served by the built server at
 * 20,000 services under autocannon (10 connections, 10 s each). Goal (issue 4): p99 ≤ 150 ms and
 * no errors. The catalog is made once with `npm run seed -- --services 20000` under
 * BENCH_DATA_DIR (default .bench/search-20k) and kept for later runs.
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { projectRoot } from '../db/paths';
import { startServer } from '../tests/setup/server-process';

const duration = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
const services = process.env.BENCH_SERVICES ?? '20000';

const dataDir = process.env.BENCH_DATA_DIR ?? join(projectRoot, '.bench', `search-${Number(services) / 1000}k`);
if (!existsSync(join(dataDir, 'pglite'))) {
  console.log(`Seeding ${services} services (once; kept for later runs)…`);
  execFileSync('npm', ['run', '-s', 'seed', '--', '--services', services], { cwd: projectRoot, stdio: 'inherit', env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' } });
}
const server = await startServer({ NODE_ENV: 'production', SEED_DEMO: 'false' }, dataDir);
try {
  const json = (value: unknown) => encodeURIComponent(JSON.stringify(value));
  const targets = [
    { name: '/search, venues, first page', path: '/search/?category=venue' },
    {
      name: '/search, venues near Pokolbin, 100+ guests',
      path: `/search/?category=venue&location=${json({ location: 'Pokolbin NSW', distance: 200000 })}&geometry=${json({ lat: -32.78, lng: 151.28 })}&number_of_people=${json([100, 500])}`,
    },
    { name: 'place page, photographers in NSW', path: '/wedding-photography/in-nsw' },
    { name: 'place page, venues in the Hunter Valley, page 2', path: '/wedding-venues/in-nsw-hunter-valley?page=2' },
  ];
  console.log(`\nSearch pages: ${connections} connections, ${duration} s each, ${services} services, Node ${process.version}`);
  console.log('| page | req/s | p50 | p99 | errors |');
  console.log('|---|---|---|---|---|');
  for (const target of targets) {
    for (let i = 0; i < 20; i++) await (await fetch(`${server.url}${target.path}`)).text();
    const result = await autocannon({ url: `${server.url}${target.path}`, connections, duration });
    console.log(`| ${target.name} | ${result.requests.average.toFixed(0)} | ${result.latency.p50} ms | ${result.latency.p99} ms | ${result.non2xx + result.errors} |`);
  }
} finally {
  // Not server.stop(): that removes the data folder, which is kept for the next run.
  server.process.kill('SIGTERM');
  await server.exited;
}
