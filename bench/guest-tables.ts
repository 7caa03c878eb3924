/**
 * npm run bench:guest-tables — issue 34's tables page and printable seating lists at the limits: a
 * new couple with 1,000 guests (none has answered yet: all are to seat, the longest unseated list), 100
 * tables of 10 seats and 600 guests seated, on the built server (embedded database). Prints, for
 * /planning/guests/tables and /planning/guests/seating: the server's time to answer (p50 and p95 of
 * BENCH_ITERATIONS requests, one at a time), the HTML raw and gzip'd; then in Chromium, the tables
 * page's load, hydration (with the JavaScript it needed) and when its drag handles are up (dnd-kit
 * and the drag and drop, loaded after), and how long a keyboard move of a guest takes to show. The
 * machine's load average is printed with the figures (it is shared); asserts nothing.
 */
import { loadavg } from 'node:os';
import { gzipSync } from 'node:zlib';
import type { Challenge } from 'altcha-lib';
import { chromium } from 'playwright-core';
import { testBrowserPath, waitForHydration } from '../tests/setup/browser';
import { solveBotChallenge } from '../tests/setup/bot-check';
import { startServer } from '../tests/setup/server-process';
import { processCpuMs } from './process-cpu';

const iterations = Number(process.env.BENCH_ITERATIONS ?? 30);
const guestCount = 1000;
const tableCount = 100;
const seatedCount = 600;
const load = () => loadavg().map((value) => value.toFixed(1)).join(' ');
const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
const kb = (bytes: number) => `${(bytes / 1024).toFixed(0)} kB`;

const server = await startServer({ NODE_ENV: 'production', SEED_SERVICES: '60' });

async function graphql<T>(query: string, variables: Record<string, unknown>, cookie?: string): Promise<{ data: T; cookie?: string }> {
  const response = await fetch(`${server.url}/graphql`, { method: 'POST', headers: { 'Content-Type': 'application/json', ...(cookie ? { Cookie: cookie } : {}) }, body: JSON.stringify({ query, variables }) });
  const body = (await response.json()) as { data: T; errors?: unknown };
  if (body.errors) throw new Error(JSON.stringify(body.errors));
  return { data: body.data, cookie: response.headers.getSetCookie().find((value) => value.startsWith('ea_session='))?.split(';')[0] };
}

try {
  console.log(`Seeding a couple with ${guestCount} guests, ${tableCount} tables and ${seatedCount} seated, over GraphQL… (load average ${load()})`);
  const challenge = (await (await fetch(`${server.url}/api/bot-check/challenge`)).json()) as Challenge;
  const registered = await graphql<{ register: string }>(
    'mutation ($email: String!, $altcha: String) { register(email: $email, password: "wedding-demo-9", password_confirmation: "wedding-demo-9", first_name: "Bench", altcha: $altcha) }',
    { email: `bench.tables.${Date.now()}@example.com`, altcha: await solveBotChallenge(challenge) },
  );
  const cookie = registered.cookie!;
  const meals = ['Beef', 'Fish', 'Vegetarian'];
  const lastNames = ['Nguyen', 'Smith', 'Wong', 'Patel', 'Martin', 'Kelly', 'Rossi', 'Singh', 'Brown', 'Ólafsson', 'Lee', 'Taylor'];
  for (let i = 0; i < guestCount; i++) {
    await graphql(
      'mutation ($first: String!, $last: String!, $meal: String, $dietary: String) { addGuest(first_name: $first, last_name: $last, meal: $meal, dietary: $dietary) { counts { guests } } }',
      { first: `Guest${i}`, last: lastNames[i % lastNames.length], meal: meals[i % 3], dietary: i % 9 === 0 ? 'No nuts' : '' },
      cookie,
    );
  }
  for (let i = 0; i < tableCount; i++) await graphql('mutation ($name: String!) { addTable(name: $name, seats: 10) { counts { guests } } }', { name: `Table ${i + 1}` }, cookie);
  const { data: list } = await graphql<{ guestList: { households: { guests: { id: string }[] }[]; tables: { id: string }[] } }>('{ guestList { households { guests { id } } tables { id } } }', {}, cookie);
  const guestIds = list.guestList.households.flatMap((household) => household.guests.map((guest) => guest.id));
  for (let i = 0; i < seatedCount; i++) await graphql('mutation ($guest: ID!, $table: ID) { seatGuest(guest_id: $guest, table_id: $table) { counts { guests } } }', { guest: guestIds[i], table: list.guestList.tables[i % tableCount].id }, cookie);

  console.log(`\nServer: ${iterations} requests each, one at a time (load average ${load()})`);
  console.log('| page | p50 | p95 | server CPU per request | HTML | HTML gzip |');
  console.log('|---|---|---|---|---|---|');
  for (const path of ['/planning/guests/tables', '/planning/guests/seating']) {
    for (let i = 0; i < 3; i++) await (await fetch(`${server.url}${path}`, { headers: { Cookie: cookie } })).text();
    const times: number[] = [];
    let html = '';
    const cpuBefore = processCpuMs(server.process.pid);
    for (let i = 0; i < iterations; i++) {
      const started = performance.now();
      html = await (await fetch(`${server.url}${path}`, { headers: { Cookie: cookie } })).text();
      times.push(performance.now() - started);
    }
    const cpuAfter = processCpuMs(server.process.pid);
    const cpu = cpuBefore === null || cpuAfter === null ? '—' : `${((cpuAfter - cpuBefore) / iterations).toFixed(0)} ms`;
    times.sort((a, b) => a - b);
    console.log(`| ${path} | ${percentile(times, 50).toFixed(0)} ms | ${percentile(times, 95).toFixed(0)} ms | ${cpu} | ${kb(html.length)} | ${kb(gzipSync(html).length)} |`);
  }

  const browser = await chromium.launch({ executablePath: testBrowserPath(), args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'] });
  try {
    const context = await browser.newContext({ viewport: { width: 1330, height: 900 }, baseURL: server.url });
    const [name, value] = cookie.split('=');
    await context.addCookies([{ name, value, url: server.url }]);
    const page = await context.newPage();
    // The page's main thread busy time (Chromium's TaskDuration): what a busy machine moves less than the wall clock.
    const cdp = await context.newCDPSession(page);
    await cdp.send('Performance.enable');
    const busy = async () => ((await cdp.send('Performance.getMetrics')).metrics.find((metric) => metric.name === 'TaskDuration')?.value ?? 0) * 1000;
    const scripts: { url: string; bytes: number }[] = [];
    page.on('response', async (response) => {
      if (response.request().resourceType() === 'script') scripts.push({ url: new URL(response.url()).pathname, bytes: gzipSync(await response.body()).length });
    });
    const opened = performance.now();
    await page.goto('/planning/guests/tables', { waitUntil: 'load' });
    const loaded = performance.now() - opened;
    const loadedBusy = await busy();
    await waitForHydration(page);
    const hydrated = performance.now() - opened;
    const hydratedBusy = await busy();
    const beforeDrag = scripts.length;
    // CSS selectors, not roles: computing a thousand buttons' accessible names would be the bench's own cost.
    await page.locator('[id^="drag-guest-"]').first().waitFor();
    const handles = performance.now() - opened;
    const handlesBusy = await busy();
    const total = (list: typeof scripts) => kb(list.reduce((sum, script) => sum + script.bytes, 0));
    const first = scripts.slice(0, beforeDrag);
    const drag = scripts.slice(beforeDrag);
    console.log(`\nChromium (load average ${load()}), wall clock (main thread busy):`);
    console.log(`- the tables page loaded (HTML, styles, fonts) at ${loaded.toFixed(0)} ms (${loadedBusy.toFixed(0)} ms);`);
    console.log(`- hydrated at ${hydrated.toFixed(0)} ms (${(hydratedBusy - loadedBusy).toFixed(0)} ms more), with ${first.length} scripts, ${total(first)} gzip;`);
    console.log(`- the drag handles up at ${handles.toFixed(0)} ms (${(handlesBusy - hydratedBusy).toFixed(0)} ms more), after ${drag.length} more scripts, ${total(drag)} gzip (${drag.map((script) => script.url.replace('/assets/', '')).join(', ')}).`);

    // A keyboard move: Space on a handle, the right arrow to the first table, Space to drop; until the guest shows there.
    const moves: number[] = [];
    const movesBusy: number[] = [];
    const live = page.locator('[id^="DndLiveRegion"]');
    for (let i = 0; i < 5; i++) {
      const handle = page.locator('section[aria-labelledby="unseated-heading"] [id^="drag-guest-"]').first();
      const id = (await handle.getAttribute('id'))!;
      await handle.focus();
      const started = performance.now();
      const startedBusy = await busy();
      await page.keyboard.press('Space');
      await live.getByText('Picked up', { exact: false }).waitFor({ state: 'attached' });
      await page.keyboard.press('ArrowRight');
      await live.getByText(' is over ', { exact: false }).waitFor({ state: 'attached' });
      await page.keyboard.press('Space');
      await page.locator(`article #${id}`).waitFor();
      moves.push(performance.now() - started);
      movesBusy.push((await busy()) - startedBusy);
      // The server's answer, before the next move.
      await page.locator('[role="status"] p').waitFor();
      await page.waitForLoadState('networkidle');
    }
    moves.sort((a, b) => a - b);
    movesBusy.sort((a, b) => a - b);
    console.log(`- a keyboard move (pick up, one arrow, drop) until the guest shows at the table: median ${percentile(moves, 50).toFixed(0)} ms (${percentile(movesBusy, 50).toFixed(0)} ms) of ${moves.length}, Playwright's own steps included.`);
  } finally {
    await browser.close();
  }
  console.log(`load average after: ${load()}`);
} finally {
  await server.stop();
}
