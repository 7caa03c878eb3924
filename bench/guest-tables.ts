/**
 * npm run bench:guest-tables — issue 34's tables page and printable seating lists at the limits: a
 * new couple with 1,000 guests (none has answered yet: all are to seat, the longest unseated list), 100
 * tables of 10 seats and 600 guests seated, on the built server (embedded database). Prints, for
 * /planning/guests/tables and /planning/guests/seating: the server's time to answer (p50 and p95 of
 * BENCH_ITERATIONS requests, one at a time), the HTML raw and gzip'd; then in Chromium, the tables
 * page's first load (the JavaScript it needs first, and the drag and drop's loaded after it), when
 * its drag handles are up, and how long a keyboard move of a guest takes to show. The machine's load
 * average is printed with the figures (it is shared); asserts nothing.
 */
import { loadavg } from 'node:os';
import { gzipSync } from 'node:zlib';
import type { Challenge } from 'altcha-lib';
import { chromium } from 'playwright-core';
import { testBrowserPath } from '../tests/setup/browser';
import { solveBotChallenge } from '../tests/setup/bot-check';
import { startServer } from '../tests/setup/server-process';

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
  console.log('| page | p50 | p95 | HTML | HTML gzip |');
  console.log('|---|---|---|---|---|');
  for (const path of ['/planning/guests/tables', '/planning/guests/seating']) {
    for (let i = 0; i < 3; i++) await (await fetch(`${server.url}${path}`, { headers: { Cookie: cookie } })).text();
    const times: number[] = [];
    let html = '';
    for (let i = 0; i < iterations; i++) {
      const started = performance.now();
      html = await (await fetch(`${server.url}${path}`, { headers: { Cookie: cookie } })).text();
      times.push(performance.now() - started);
    }
    times.sort((a, b) => a - b);
    console.log(`| ${path} | ${percentile(times, 50).toFixed(0)} ms | ${percentile(times, 95).toFixed(0)} ms | ${kb(html.length)} | ${kb(gzipSync(html).length)} |`);
  }

  const browser = await chromium.launch({ executablePath: testBrowserPath(), args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'] });
  try {
    const context = await browser.newContext({ viewport: { width: 1330, height: 900 }, baseURL: server.url });
    const [name, value] = cookie.split('=');
    await context.addCookies([{ name, value, url: server.url }]);
    const page = await context.newPage();
    const scripts: { url: string; bytes: number; at: number }[] = [];
    const opened = performance.now();
    page.on('response', async (response) => {
      if (response.request().resourceType() !== 'script') return;
      const at = performance.now() - opened;
      scripts.push({ url: new URL(response.url()).pathname, bytes: gzipSync(await response.body()).length, at });
    });
    await page.goto('/planning/guests/tables', { waitUntil: 'load' });
    const loaded = performance.now() - opened;
    await page.getByRole('button', { name: /^Drag / }).first().waitFor();
    const handles = performance.now() - opened;
    const lazy = scripts.filter((script) => script.at > loaded);
    const first = scripts.filter((script) => script.at <= loaded);
    const total = (list: typeof scripts) => kb(list.reduce((sum, script) => sum + script.bytes, 0));
    console.log(`\nChromium (load average ${load()}): the tables page loaded in ${loaded.toFixed(0)} ms with ${first.length} scripts (${total(first)} gzip);`);
    console.log(`the drag handles were up at ${handles.toFixed(0)} ms, after ${lazy.length} more (${total(lazy)} gzip: ${lazy.map((script) => script.url.replace('/assets/', '')).join(', ')}).`);

    // A keyboard move: Space on a handle, the right arrow to the first table, Space to drop; until the guest shows there.
    const moves: number[] = [];
    for (let i = 0; i < 5; i++) {
      const handle = page.getByRole('button', { name: /^Drag / }).first();
      const label = (await handle.getAttribute('aria-label'))!;
      await handle.focus();
      const started = performance.now();
      await page.keyboard.press('Space');
      await page.locator('[id^="DndLiveRegion"]').getByText('Picked up', { exact: false }).waitFor({ state: 'attached' });
      await page.keyboard.press('ArrowRight');
      await page.locator('[id^="DndLiveRegion"]').getByText(' is over ', { exact: false }).waitFor({ state: 'attached' });
      await page.keyboard.press('Space');
      await page.getByRole('list', { name: /^Seated at / }).first().getByRole('button', { name: label }).waitFor();
      moves.push(performance.now() - started);
      await page.getByRole('status').getByText(`${label.slice('Drag '.length, -' to a table'.length)} is seated at `, { exact: false }).waitFor();
    }
    moves.sort((a, b) => a - b);
    console.log(`A keyboard move (pick up, one arrow, drop) until the guest shows at the table: median ${percentile(moves, 50).toFixed(0)} ms of ${moves.length} (Playwright's own steps included).`);
  } finally {
    await browser.close();
  }
  console.log(`load average after: ${load()}`);
} finally {
  await server.stop();
}
