/**
 * npm run bench:couple-clicks — issue 23's couple-side timings, as a couple meets them in Chromium:
 * the built server on the embedded database (PGlite) with the demo catalog (1,500 services), signed
 * in as couple@example.com. Each figure is the p75 (and p50, max) of BENCH_RUNS runs (20) after two
 * warm-up runs:
 *
 * - a click's **visible change**: from the click's pointerdown to the animation frame after the page
 *   shows its result (measured in the page), and **done**: until every request the click started
 *   has finished (the action, and any loaders it revalidated), with how many requests that was;
 * - a page's **complete**: from the navigation's start to the page showing its content, hydrated
 *   (and, on /messages, the chat connected and the chosen conversation's messages shown);
 * - the place search's suggestions (`/search/places`): server answers over HTTP, and from the text
 *   typed in the home page's field to the first suggestion shown (the field waits 150 ms for typing
 *   to pause before it asks).
 *
 * Prints figures; asserts nothing. BENCH_SERVICES changes the catalog's size; BENCH_ONLY=text
 * measures only the actions whose names contain the text.
 */
import { loadavg } from 'node:os';
import type { Browser, Locator, Page, Request } from 'playwright-core';
import { launchBrowser } from '../tests/setup/browser';
import { startServer } from '../tests/setup/server-process';

const runs = Number(process.env.BENCH_RUNS ?? 20);
const warmUps = 2;
const services = process.env.BENCH_SERVICES ?? '1500';

type Figure = { name: string; visible: number[]; done: number[]; requests: number[] };
const figures: Figure[] = [];
const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length === 0 ? NaN : sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
};
const log = (line: string) => console.error(`[bench] ${line}`);

/** What the page shows once the click's result is there: an element matching `selector` (with `text`, when given), or none when `absent`. */
type Shown = { selector: string; text?: string; absent?: boolean };

/**
 * Clicks `target` and measures, in the page, from the pointerdown to the animation frame after
 * `shown` appears; then waits for every request the click started to finish.
 */
async function timeClick(page: Page, target: Locator, shown: Shown): Promise<{ visible: number; done: number; requests: number }> {
  await page.evaluate(({ selector, text, absent }) => {
    type Probe = { start: number; visible: number };
    const probe: Probe = { start: 0, visible: 0 };
    (window as unknown as { benchProbe: Probe }).benchProbe = probe;
    // (No named functions in here: tsx would wrap them in a helper the page does not have.)
    addEventListener('pointerdown', () => (probe.start = performance.now()), { capture: true, once: true });
    const observer = new MutationObserver(() => {
      if (!probe.start || [...document.querySelectorAll(selector)].some((element) => text === undefined || element.textContent?.trim() === text) === !!absent) return;
      observer.disconnect();
      requestAnimationFrame(() => (probe.visible = performance.now()));
    });
    observer.observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
  }, shown);
  const pending = new Set<Request>();
  let requests = 0;
  let lastFinished = 0;
  const started = performance.now();
  const onRequest = (request: Request) => {
    // The chat's event stream stays open: it is no part of a click's work.
    if (request.resourceType() === 'eventsource') return;
    requests += 1;
    pending.add(request);
  };
  const onFinished = (request: Request) => {
    pending.delete(request);
    lastFinished = performance.now();
  };
  page.on('request', onRequest);
  page.on('requestfinished', onFinished);
  page.on('requestfailed', onFinished);
  await target.click();
  await page.waitForFunction(() => (window as unknown as { benchProbe: { visible: number } }).benchProbe.visible > 0);
  const visible = await page.evaluate(() => {
    const probe = (window as unknown as { benchProbe: { start: number; visible: number } }).benchProbe;
    return probe.visible - probe.start;
  });
  // Requests a click starts begin within a few milliseconds of it; then wait for them all.
  while (pending.size > 0) await new Promise((resolve) => setTimeout(resolve, 5));
  page.off('request', onRequest);
  page.off('requestfinished', onFinished);
  page.off('requestfailed', onFinished);
  return { visible, done: requests > 0 ? lastFinished - started : visible, requests };
}

async function measure(name: string, run: (index: number) => Promise<{ visible: number; done: number; requests: number }>, times = runs) {
  // BENCH_ONLY=text measures only the actions whose names contain it.
  if (process.env.BENCH_ONLY && !name.includes(process.env.BENCH_ONLY)) return;
  const figure: Figure = { name, visible: [], done: [], requests: [] };
  for (let index = 0; index < warmUps + times; index++) {
    const result = await run(index);
    if (index < warmUps) continue;
    figure.visible.push(result.visible);
    figure.done.push(result.done);
    figure.requests.push(result.requests);
  }
  figures.push(figure);
  log(`${name}: visible p75 ${percentile(figure.visible, 75).toFixed(0)} ms, done p75 ${percentile(figure.done, 75).toFixed(0)} ms, requests ${figure.requests.join(' ')}`);
}

/** A full page load of `path`: from the navigation's start to `shown` on screen and the page hydrated. */
async function timeLoad(page: Page, path: string, shown: Shown): Promise<{ visible: number; done: number; requests: number }> {
  let requests = 0;
  const onRequest = () => (requests += 1);
  page.on('request', onRequest);
  await page.goto(`${baseUrl}${path}`, { waitUntil: 'commit' });
  const complete = await page.waitForFunction(({ selector, text }) => {
    const main = document.querySelector('main');
    const hydrated = !!main && Object.keys(main).some((key) => key.startsWith('__reactFiber'));
    const holds = [...document.querySelectorAll(selector)].some((element) => text === undefined || element.textContent?.trim() === text);
    return hydrated && holds ? performance.now() : 0;
  }, shown, { polling: 'raf' });
  const visible = (await complete.jsonValue()) as number;
  await page.waitForLoadState('load');
  page.off('request', onRequest);
  return { visible, done: visible, requests };
}

const server = await startServer({ NODE_ENV: 'production', SEED_SERVICES: services });
const baseUrl = server.url;
let browser: Browser | undefined;
log(`server ${baseUrl} (pid ${server.process.pid}), ${services} demo services on PGlite, Node ${process.version}`);
const load = () => loadavg().map((value) => value.toFixed(1)).join(' ');
log(`load average before: ${load()}`);
try {
  const login = await fetch(`${baseUrl}/graphql`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ query: 'mutation { login(email: "couple@example.com", password: "wedding-demo") { id } }' }),
  });
  const [cookieName, cookieValue] = login.headers.getSetCookie().find((value) => value.startsWith('ea_session='))!.split(';')[0].split('=');

  browser = await launchBrowser();
  const context = await browser.newContext({ viewport: { width: 1330, height: 900 } });
  await context.addCookies([{ name: cookieName, value: cookieValue, url: baseUrl }]);
  await context.route(/basemaps\.cartocdn\.com/, (route) => route.fulfill({ status: 204 }));
  const page = await context.newPage();
  const hydrated = () =>
    page.waitForFunction(() => {
      const main = document.querySelector('main');
      return !!main && Object.keys(main).some((key) => key.startsWith('__reactFiber'));
    });
  const open = async (path: string) => {
    await page.goto(`${baseUrl}${path}`);
    await hydrated();
  };

  // 1. The wishlist heart on a search result's card: add, then remove, in turn.
  await open('/search/?category=venue');
  const card = page.locator('main article').filter({ has: page.locator('button[aria-label$="to Wishlist"]') }).first();
  const heartLabel = (await card.locator('button[aria-label$="to Wishlist"]').getAttribute('aria-label'))!;
  const serviceName = heartLabel.replace(/^Add /, '').replace(/ to Wishlist$/, '');
  const servicePath = new URL((await card.locator('a[href]').first().getAttribute('href'))!, baseUrl).pathname;
  await measure('wishlist heart on a search card (add or remove)', async (index) => {
    const adding = index % 2 === 0;
    const from = adding ? `Add ${serviceName} to Wishlist` : `Remove ${serviceName} from Wishlist`;
    const to = adding ? `Remove ${serviceName} from Wishlist` : `Add ${serviceName} to Wishlist`;
    return timeClick(page, page.locator(`button[aria-label="${from}"]`).first(), { selector: `button[aria-label="${to}"]` });
  });

  // 2. The rating hearts on the service page: 1 to 5 and back.
  await open(servicePath);
  await measure('rating heart on the service page', async (index) => {
    const heart = (index % 5) + 1;
    return timeClick(page, page.getByRole('button', { name: `Rate ${heart} of 5`, exact: true }), { selector: `button[aria-label="Rate ${heart} of 5"][aria-pressed="true"]` });
  });

  // 3. The rating hearts on a /wishlist card (the page re-reads its list after a vote).
  await open('/wishlist');
  // The card is found by its service's id: a vote may reorder the list.
  const listedId = await page.locator('main ul li input[name="id"]').first().getAttribute('value');
  const cardSelector = `main ul li:has(input[name="id"][value="${listedId}"])`;
  const firstCard = page.locator(cardSelector);
  await measure('rating heart on a /wishlist card', async (index) => {
    const heart = (index % 5) + 1;
    return timeClick(page, firstCard.getByRole('group').getByRole('button', { name: `Rate ${heart} of 5`, exact: true }), { selector: `${cardSelector} button[aria-label="Rate ${heart} of 5"][aria-pressed="true"]` });
  });

  // 4. Saving a comment on a /wishlist card.
  await measure('saving a wishlist comment', async (index) => {
    const text = `Bench comment ${index}: ask about the garden ceremony.`;
    const toggle = firstCard.locator('summary');
    if (!(await firstCard.locator('details').evaluate((details) => (details as HTMLDetailsElement).open))) await toggle.click();
    const edit = firstCard.getByRole('button', { name: /^Edit/ });
    if (await edit.isVisible()) await edit.click();
    await firstCard.getByRole('textbox').fill(text);
    return timeClick(page, firstCard.getByRole('button', { name: 'Save', exact: true }), { selector: `${cardSelector} details p`, text });
  });

  // 5. Taking a service out of the wishlist with the heart on its /wishlist card (put back between runs).
  await measure('wishlist heart on a /wishlist card (remove)', async () => {
    await page.request.post(`${baseUrl}/graphql`, { headers: { Origin: baseUrl }, data: { query: `mutation { wishlistAddService(id: ${listedId}) { id } }` } });
    await open('/wishlist');
    // Gone from view: removed, or hidden until the list is read again.
    return timeClick(page, firstCard.locator('button[aria-label^="Remove "]'), { selector: cardSelector.replace('li:has', 'li:not([hidden]):has'), absent: true });
  });
  await page.request.post(`${baseUrl}/graphql`, { headers: { Origin: baseUrl }, data: { query: `mutation { wishlistAddService(id: ${listedId}) { id } }` } });

  // 6. Search results page 2 (a link).
  await measure('search results page 2: feedback (the results dim while the page loads)', async () => {
    await open('/search/?category=venue');
    return timeClick(page, page.getByRole('link', { name: 'Page 2', exact: true }), { selector: 'section[aria-label="Results"][aria-busy="true"]' });
  });
  await measure('search results page 2: complete', async () => {
    await open('/search/?category=venue');
    return timeClick(page, page.getByRole('link', { name: 'Page 2', exact: true }), { selector: 'a[aria-label="Page 2"][aria-current="page"]' });
  });

  // 7. The header's Wishlist and Messages links, from the home page.
  await measure('header link to /wishlist (in-app navigation)', async () => {
    await open('/');
    return timeClick(page, page.locator('header').getByRole('link', { name: 'Wishlist', exact: true }).first(), { selector: 'main h1', text: 'Wishlist' });
  });
  await measure('header link to /messages (in-app navigation)', async () => {
    await open('/');
    return timeClick(page, page.locator('header').getByRole('link', { name: /^Messages/ }).first(), { selector: 'main [role="status"][data-state="connected"]' });
  });

  // 8. Full loads.
  await measure('/wishlist load (complete)', () => timeLoad(page, '/wishlist', { selector: 'main ul li article, main ul li' }));
  await measure('/messages load (complete, chat connected)', () => timeLoad(page, '/messages', { selector: 'main [role="status"][data-state="connected"]' }));
  await open('/messages');
  const conversation = await page.locator('[data-conversation]').first().getAttribute('data-conversation');
  await measure('/messages?conversation= load (complete, messages shown)', () => timeLoad(page, `/messages?conversation=${conversation}`, { selector: 'main [role="log"][aria-label="Messages"]' }));

  // 9. The first message: Message Vendor on a listing the couple has not written to, the popup, Send.
  // Feedback is the dialog's "Sending..."; complete is /messages showing the new conversation's
  // messages. A conversation is started once per couple and listing, and 20 an hour per couple
  // (chat-limits.ts), so the demo vendor first claims unclaimed listings (the administrator
  // approves), and this action has at most 18 runs after its warm-ups.
  const firstMessageRuns = Math.min(runs, 18);
  const listings = await claimListingsForDemoVendor(warmUps + firstMessageRuns);
  await measure(
    'first message: Send in the popup to the conversation on /messages',
    async (index) => {
      await open(listings[index]);
      await page.getByRole('link', { name: 'Message Vendor' }).click();
      const dialog = page.getByRole('dialog', { name: /^Message / });
      await dialog.getByLabel('Your message').fill('Hello! Is the 14th of March 2027 still free for about 120 guests?');
      const feedback = await timeClick(page, dialog.getByRole('button', { name: 'Send', exact: true }), { selector: 'dialog button', text: 'Sending...' });
      const complete = await page.waitForFunction(
        () => (/^\/messages/.test(location.pathname) && document.querySelector('main [role="log"][aria-label="Messages"]')?.textContent?.includes('14th of March 2027') ? performance.now() : 0),
        undefined,
        { polling: 'raf' },
      );
      const clickedAt = await page.evaluate(() => (window as unknown as { benchProbe?: { start: number } }).benchProbe?.start ?? 0);
      const done = clickedAt > 0 ? ((await complete.jsonValue()) as number) - clickedAt : feedback.done;
      return { visible: feedback.visible, done, requests: feedback.requests };
    },
    firstMessageRuns,
  );

  // 10. The place search: the server's answer, and typing in the home page's field.
  const placeTexts = ['Hunter', 'Barossa', 'Yarra Valley', 'Blue Mountains', 'Waiheke', 'Byron', 'Margaret River', 'Mornington', 'Pokolbin', 'Queenstown', 'Daylesford', 'Mudgee', 'Orange', 'Kangaroo Valley', 'Southern Highlands', 'McLaren Vale', 'Sunshine Coast', 'Noosa', 'Hobart', 'Martinborough', 'Hunter Valley', 'Gold Coast'];
  await measure('/search/places answer (HTTP, no cache)', async (index) => {
    const started = performance.now();
    const response = await fetch(`${baseUrl}/search/places?q=${encodeURIComponent(placeTexts[index % placeTexts.length])}`);
    await response.json();
    const time = performance.now() - started;
    return { visible: time, done: time, requests: 1 };
  });
  await measure('place suggestions in the home search (typed to first suggestion, 150 ms pause included)', async (index) => {
    await open('/');
    const input = page.getByRole('combobox', { name: 'Wedding location' });
    const text = placeTexts[index % placeTexts.length];
    return timeTyping(page, input, text, { selector: '[role="option"]' });
  });

  console.log(`\nCouple clicks on ${process.version}, ${services} demo services on PGlite, ${runs} runs each after ${warmUps} warm-up runs, load average after: ${load()}`);
  console.log('| action | visible p50 | visible p75 | visible max | done p75 | requests per run |');
  console.log('|---|---|---|---|---|---|');
  for (const figure of figures) {
    const requests = [...new Set(figure.requests)].sort((a, b) => a - b).join('–');
    console.log(
      `| ${figure.name} | ${percentile(figure.visible, 50).toFixed(0)} ms | ${percentile(figure.visible, 75).toFixed(0)} ms | ${Math.max(...figure.visible).toFixed(0)} ms | ${percentile(figure.done, 75).toFixed(0)} ms | ${requests} |`,
    );
  }
} finally {
  await browser?.close();
  await server.stop();
}

/** A GraphQL call to the bench's server, as `cookie`'s person; multipart when `files` are given (the upload spec's form). */
async function callGraphQL<T>(query: string, variables: Record<string, unknown>, cookie?: string, files: Record<string, File> = {}): Promise<{ data: T; headers: Headers }> {
  const headers: Record<string, string> = cookie ? { Cookie: cookie } : {};
  let body: string | FormData = JSON.stringify({ query, variables });
  if (Object.keys(files).length > 0) {
    const form = new FormData();
    form.set('operations', body);
    form.set('map', JSON.stringify(Object.fromEntries(Object.keys(files).map((path, index) => [String(index), [`variables.${path}`]]))));
    Object.values(files).forEach((file, index) => form.set(String(index), file));
    body = form;
  } else headers['Content-Type'] = 'application/json';
  const response = await fetch(`${baseUrl}/graphql`, { method: 'POST', headers, body });
  const result = (await response.json()) as { data: T; errors?: { message: string }[] };
  if (result.errors) throw new Error(`GraphQL: ${result.errors.map((error) => error.message).join('; ')}`);
  return { data: result.data, headers: response.headers };
}

async function signIn(email: string): Promise<string> {
  const { headers } = await callGraphQL('mutation ($email: String!) { login(email: $email, password: "wedding-demo") { id } }', { email });
  return headers.getSetCookie().find((value) => value.startsWith('ea_session='))!.split(';')[0];
}

/** `count` unclaimed listings claimed by the demo vendor (with a document) and approved by the administrator: their pages' paths. */
async function claimListingsForDemoVendor(count: number): Promise<string[]> {
  const [vendor, admin] = [await signIn('vendor@example.com'), await signIn('admin@example.com')];
  const document = () => new File(['%PDF-1.4\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n'], 'ownership.pdf', { type: 'application/pdf' });
  const paths: string[] = [];
  for (let id = 1; paths.length < count && id < 2_000; id++) {
    // Listings that are claimed already, or are not the site's own, are refused: the next id then.
    const claim = await callGraphQL<{ claimService: string }>(
      'mutation ($serviceId: ID!, $files: [File!]) { claimService(serviceId: $serviceId, note: "Bench: our business", files: $files) }',
      { serviceId: String(id), files: [null] },
      vendor,
      { 'files.0': document() },
    ).catch(() => null);
    if (!claim) continue;
    await callGraphQL('mutation ($id: ID!) { approveServiceClaim(id: $id) { id } }', { id: claim.data.claimService }, admin);
    const { data } = await callGraphQL<{ services: { path: string } | null }>('query ($id: Int!) { services(id: $id) { path } }', { id });
    if (data.services) paths.push(data.services.path);
  }
  if (paths.length < count) throw new Error(`only ${paths.length} listings could be claimed`);
  return paths;
}

/** Types `text` into the empty `input` (one input event) and measures, in the page, from it to the frame after `shown` appears. */
async function timeTyping(page: Page, input: Locator, text: string, shown: Shown) {
  await page.evaluate(({ selector }) => {
    type Probe = { start: number; visible: number };
    const probe: Probe = { start: 0, visible: 0 };
    (window as unknown as { benchProbe: Probe }).benchProbe = probe;
    addEventListener('input', () => (probe.start = performance.now()), { capture: true, once: true });
    const observer = new MutationObserver(() => {
      if (!probe.start || !document.querySelector(selector)) return;
      observer.disconnect();
      requestAnimationFrame(() => (probe.visible = performance.now()));
    });
    observer.observe(document, { subtree: true, childList: true, attributes: true });
  }, shown);
  await input.fill(text);
  await page.waitForFunction(() => (window as unknown as { benchProbe: { visible: number } }).benchProbe.visible > 0);
  const visible = await page.evaluate(() => {
    const probe = (window as unknown as { benchProbe: { start: number; visible: number } }).benchProbe;
    return probe.visible - probe.start;
  });
  return { visible, done: visible, requests: 1 };
}
