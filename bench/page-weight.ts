/**
 * npm run bench:weight — what a first visit downloads: HTML, JavaScript and CSS per page, raw and
 * gzipped, from the built server on the demo catalog. Fonts and images are left out (they are
 * requested only when used, and cached for a year).
 */
import { gzipSync } from 'node:zlib';
import { startServer } from '../tests/setup/server-process';
import { pageAssets } from './page-assets';

const server = await startServer({ SEED_SERVICES: '60', NODE_ENV: 'production' });
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;

async function fetchText(path: string): Promise<string> {
  const response = await fetch(`${server.url}${path}`);
  if (!response.ok) throw new Error(`${path}: ${response.status}`);
  return response.text();
}

try {
  const redirect = await fetch(`${server.url}/au/wedding-venues/1/x`, { redirect: 'manual' });
  const pages: { name: string; path: string; budget?: number }[] = [
    { name: 'home page', path: '/', budget: 150 },
    { name: 'service page', path: redirect.headers.get('location') ?? '/' },
    { name: 'search page', path: '/search/?category=venue', budget: 150 },
    { name: 'blog', path: '/blog' },
    { name: '404 page', path: '/no-such-page' },
  ];
  console.log('| page | HTML with inline CSS (gzip) | JavaScript files | JavaScript (gzip) | JavaScript budget | CSS files (gzip) |');
  console.log('|---|---|---|---|---|---|');
  for (const page of pages) {
    const response = await fetch(`${server.url}${page.path}`);
    const html = await response.text();
    const { scripts, styles } = pageAssets(html);
    const gzipped = async (paths: Iterable<string>) => {
      let total = 0;
      for (const path of paths) total += gzipSync(await fetchText(path)).length;
      return total;
    };
    const javascript = await gzipped(scripts);
    // Printed, never enforced: a bench reports figures (docs/performance.md).
    const budget = page.budget ? `${page.budget} kB, ${javascript / 1024 <= page.budget ? 'within' : 'OVER'}` : '';
    console.log(
      `| ${page.name} | ${kb(gzipSync(html).length)} | ${scripts.size} | ${kb(javascript)} | ${budget} | ${kb(await gzipped(styles))} |`,
    );
  }
} finally {
  await server.stop();
}
