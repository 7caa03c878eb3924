/**
 * npm run bench:ssr — requests per second and p99 latency of server rendering, against the built
 * server on the embedded database with the demo catalog: the home page, a service page, and a bare
 * route rendering a tiny React page (the ceiling of this machine for any React page).
 */
import autocannon from 'autocannon';
import { startServer } from '../tests/setup/server-process';

const duration = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);

const server = await startServer({ BENCHMARK_ROUTE: 'true', SEED_SERVICES: '1500', NODE_ENV: 'production' });
try {
  const redirect = await fetch(`${server.url}/au/wedding-venues/1/x`, { redirect: 'manual' });
  const servicePath = redirect.headers.get('location');
  if (!servicePath) throw new Error('no service page to measure');

  const targets = [
    { name: 'bare React page', path: '/bench/bare' },
    { name: 'home page', path: '/' },
    { name: 'service page', path: servicePath },
  ];
  const results = [];
  for (const target of targets) {
    // Warm up: first renders compile templates and fill caches.
    for (let i = 0; i < 20; i++) await (await fetch(`${server.url}${target.path}`)).text();
    const result = await autocannon({ url: `${server.url}${target.path}`, connections, duration });
    if (result.non2xx > 0 || result.errors > 0) throw new Error(`${target.name}: ${result.non2xx} non-2xx, ${result.errors} errors`);
    results.push({ ...target, rps: result.requests.average, p99: result.latency.p99 });
  }
  const bare = results[0].rps;
  console.log(`\nSSR benchmark: ${connections} connections, ${duration} s each, Node ${process.version}`);
  console.log('| page | req/s | p99 latency | share of bare |');
  console.log('|---|---|---|---|');
  for (const result of results) {
    console.log(`| ${result.name} (${result.path}) | ${result.rps.toFixed(0)} | ${result.p99} ms | ${((result.rps / bare) * 100).toFixed(0)}% |`);
  }
} finally {
  await server.stop();
}
