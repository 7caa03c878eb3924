/**
 * npm run bench:lighthouse — Lighthouse (mobile emulation, simulated slow 4G, Debian's Chromium)
 * on the home page, a service page, the search page, the blog and an article of the built server, five runs each,
 * median per figure.
 * Lighthouse is fetched by npx at a pinned version rather than installed with the project: CI never
 * runs it, and it would add a hundred packages to every install.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromiumPath } from '../tests/setup/browser';
import { startServer } from '../tests/setup/server-process';

const lighthouseVersion = '13.5.0';
// Simulated FCP on this machine jumps between two values run to run (see docs/performance.md): five runs.
const runs = 5;
const server = await startServer({ SEED_SERVICES: '300', NODE_ENV: 'production' });
const outDir = mkdtempSync(join(tmpdir(), 'lighthouse-'));
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

type Report = {
  categories: Record<string, { score: number | null }>;
  audits: Record<string, { numericValue: number }>;
};

try {
  const redirect = await fetch(`${server.url}/au/wedding-venues/1/x`, { redirect: 'manual' });
  const blog = await (await fetch(`${server.url}/blog`)).text();
  const article = /href="(\/blog\/article\/[^"]+)"/.exec(blog)?.[1] ?? '/blog';
  const pages = [
    { name: 'home page', path: '/' },
    { name: 'service page', path: redirect.headers.get('location') ?? '/' },
    { name: 'search page', path: '/search/?category=venue' },
    { name: 'blog', path: '/blog' },
    { name: 'article', path: article },
  ];
  console.log('| page | runs | performance | accessibility | best practices | SEO | FCP | LCP | TBT | CLS | SI |');
  console.log('|---|---|---|---|---|---|---|---|---|---|---|');
  for (const page of pages) {
    const reports: Report[] = [];
    for (let run = 0; run < runs; run++) {
      const output = join(outDir, `${page.name.replace(' ', '-')}-${run}.json`);
      try {
        execFileSync(
          'npx',
          [
            '--yes',
            `lighthouse@${lighthouseVersion}`,
            `${server.url}${page.path}`,
            '--quiet',
            '--only-categories=performance,accessibility,best-practices,seo',
            '--chrome-flags=--headless=new --no-sandbox --disable-gpu',
            '--output=json',
            `--output-path=${output}`,
          ],
          { env: { ...process.env, CHROME_PATH: chromiumPath }, stdio: ['ignore', 'ignore', 'inherit'] },
        );
      } catch {
        // Lighthouse sometimes fails to record a trace on this machine (NO_NAVSTART): skip that run.
        console.error(`${page.name}, run ${run + 1}: Lighthouse failed`);
        continue;
      }
      const report: Report = JSON.parse(readFileSync(output, 'utf8'));
      // A run Lighthouse could not finish (it reports a null score) is left out, not counted as 0.
      if (report.categories.performance.score === null) console.error(`${page.name}, run ${run + 1}: Lighthouse gave no score`);
      else reports.push(report);
    }
    if (reports.length === 0) continue;
    const score = (key: string) => median(reports.map((report) => Math.round((report.categories[key].score ?? 0) * 100)));
    const metric = (key: string) => median(reports.map((report) => report.audits[key].numericValue));
    const seconds = (key: string) => `${(metric(key) / 1000).toFixed(1)} s`;
    console.log(
      `| ${page.name} | ${reports.length} | ${score('performance')} (${reports.map((report) => Math.round((report.categories.performance.score ?? 0) * 100)).join(', ')}) | ` +
        `${score('accessibility')} | ${score('best-practices')} | ${score('seo')} | ${seconds('first-contentful-paint')} | ${seconds('largest-contentful-paint')} | ` +
        `${Math.round(metric('total-blocking-time'))} ms | ${metric('cumulative-layout-shift').toFixed(3)} | ${seconds('speed-index')} |`,
    );
  }
  console.log(`\nReports: ${outDir}`);
} finally {
  await server.stop();
}
