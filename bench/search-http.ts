/**
 * npm run bench:search-http — /search and a place search page served by the built server at
 * 20,000 services under autocannon (10 connections, 10 s each). Goal (issue 4): p99 ≤ 150 ms and
 * no errors.
 */
import autocannon from 'autocannon';
import { startServer } from '../tests/setup/server-process';

const duration = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
const services = process.env.BENCH_SERVICES ?? '20000';

console.log(`Starting the server with ${services} demo services (seeded at start)…`);
const server = await startServer({ SEED_SERVICES: services, NODE_ENV: 'production' });
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
  await server.stop();
}
