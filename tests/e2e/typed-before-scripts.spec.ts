import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser } from '../setup/browser';

/**
 * Issue 30: nothing typed is lost. Each form is opened on a slow phone connection (about 200 kB/s,
 * 150 ms latency, through the DevTools protocol), its fields are filled the moment they show —
 * before the page's scripts have arrived and hydrated it — and once the page has hydrated every
 * field still holds what was typed or chosen, and what the form derives from them follows.
 */

const baseUrl = inject('baseUrl');
let browser: Browser;
const cookies = new Map<string, string>();

/** A field, what to put in it before the scripts arrive, and what it must hold after. */
type Entry = { field: Locator; text: string } | { field: Locator; option: string } | { field: Locator; check: true };

type TypedForm = {
  name: string;
  path: string | (() => Promise<string>);
  /** A demo account (password "wedding-demo") to be signed in as. */
  as?: string;
  /** Something to do before the fields show (open a disclosure); may run before hydration too. */
  open?: (page: Page) => Promise<void>;
  entries: (page: Page) => Entry[];
  /** What the hydrated form shows from what was chosen (categories of the chosen role…). */
  after?: (page: Page) => Promise<void>;
};

async function demoCookie(email: string): Promise<string> {
  if (!cookies.has(email)) {
    const response = await fetch(`${baseUrl}/graphql`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ query: 'mutation ($email: String!) { login(email: $email, password: "wedding-demo") { id } }', variables: { email } }),
    });
    cookies.set(email, response.headers.getSetCookie().find((value) => value.startsWith('ea_session='))!.split(';')[0]);
  }
  return cookies.get(email)!;
}

/** A page on a slow phone connection, opened without waiting for anything but the first bytes. */
async function slowPage(path: string, width: number, cookie?: string): Promise<Page> {
  const context = await browser.newContext({ viewport: { width, height: 844 }, hasTouch: width < 768 });
  if (cookie) {
    const [name, value] = cookie.split('=');
    await context.addCookies([{ name, value, url: baseUrl }]);
  }
  const page = await context.newPage();
  const devtools = await context.newCDPSession(page);
  await devtools.send('Network.enable');
  await devtools.send('Network.emulateNetworkConditions', { offline: false, latency: 150, downloadThroughput: 200 * 1024, uploadThroughput: 100 * 1024 });
  await page.goto(`${baseUrl}${path}`, { waitUntil: 'commit' });
  return page;
}

const hydrated = (page: Page) =>
  page.evaluate(() => {
    const root = document.querySelector('main') ?? document.querySelector('h1');
    return !!root && Object.keys(root).some((key) => key.startsWith('__reactFiber'));
  });

async function put(entry: Entry) {
  await entry.field.waitFor({ state: 'visible', timeout: 30_000 });
  if ('text' in entry) await entry.field.fill(entry.text);
  else if ('option' in entry) await entry.field.selectOption(entry.option);
  else await entry.field.check();
}

async function holds(entry: Entry): Promise<unknown> {
  if ('check' in entry) return entry.field.isChecked();
  return entry.field.inputValue();
}

const expected = (entry: Entry) => ('text' in entry ? entry.text : 'option' in entry ? entry.option : true);

const forms: TypedForm[] = [
  {
    name: 'sign-in on /login',
    path: '/login',
    entries: (page) => [
      { field: page.getByLabel('Email'), text: 'early@example.com' },
      { field: page.getByLabel('Password', { exact: true }), text: 'typed early' },
    ],
  },
  {
    name: 'sign-in on /vendors/login',
    path: '/vendors/login',
    entries: (page) => [
      { field: page.getByLabel('Email'), text: 'early-vendor@example.com' },
      { field: page.getByLabel('Password', { exact: true }), text: 'typed early' },
    ],
  },
  {
    name: 'registration on /register',
    path: '/register',
    entries: (page) => [
      { field: page.getByLabel('First name'), text: 'Ada' },
      { field: page.getByLabel('Last name (optional)'), text: 'Early' },
      { field: page.getByLabel('Email'), text: 'ada.early@example.com' },
      { field: page.getByLabel('Password', { exact: true }), text: 'typed early' },
      { field: page.getByLabel('Confirm password'), text: 'typed early' },
      { field: page.getByLabel('Send me wedding inspiration and news now and then'), check: true },
    ],
  },
  {
    name: 'contact',
    path: '/contact',
    entries: (page) => [
      { field: page.getByLabel('I am a vendor'), check: true },
      { field: page.getByLabel('Your name'), text: 'Ada Early' },
      { field: page.getByLabel('Email'), text: 'ada.early@example.com' },
      { field: page.getByLabel('Message'), text: 'Typed before the scripts arrived.' },
    ],
    // The role chosen early gives its categories once the page runs.
    after: async (page) => {
      const category = page.getByLabel('What is it about?');
      expect(await category.isDisabled()).toBe(false);
      expect(await category.locator('option').allTextContents()).toContain('Listing my business');
    },
  },
  {
    name: 'the home search',
    path: '/',
    // The filters open without scripts.
    open: async (page) => {
      const search = page.getByRole('search', { name: 'Find venues and vendors' });
      await search.getByText('Filters', { exact: true }).click({ timeout: 30_000 });
    },
    entries: (page) => {
      const search = page.getByRole('search', { name: 'Find venues and vendors' });
      return [
        { field: search.getByLabel('Number of guests'), text: '300' },
        { field: search.getByRole('radio', { name: 'Photography' }), check: true },
        { field: search.getByRole('combobox', { name: 'Wedding location' }), text: 'Pokolbin' },
      ];
    },
    // The place typed early gets its suggestions once the page runs, and Search sends what was chosen.
    after: async (page) => {
      const search = page.getByRole('search', { name: 'Find venues and vendors' });
      await search.getByRole('option').first().waitFor({ timeout: 15_000 });
      expect(await search.getByLabel('Comes to you within').isVisible()).toBe(true);
      expect(await search.getByLabel('Number of guests').isVisible()).toBe(false);
      await search.getByRole('button', { name: 'Search' }).click();
      await page.waitForURL(/\/search\//, { timeout: 30_000 });
      const params = new URL(page.url()).searchParams;
      expect(params.get('category')).toBe('photographer');
      expect(JSON.parse(params.get('location')!)).toMatchObject({ location: 'Pokolbin', distance: 100000 });
    },
  },
];

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

describe('what is typed before the scripts arrive', () => {
  for (const width of [1330, 390]) {
    for (const form of forms) {
      it(`stays in ${form.name} at ${width} px`, async () => {
        const path = typeof form.path === 'string' ? form.path : await form.path();
        const page = await slowPage(path, width, form.as ? await demoCookie(form.as) : undefined);
        await form.open?.(page);
        const entries = form.entries(page);
        for (const entry of entries) await put(entry);
        expect(await hydrated(page), 'the fields were filled before the page hydrated').toBe(false);
        await page.waitForFunction(() => {
          const root = document.querySelector('main') ?? document.querySelector('h1');
          return !!root && Object.keys(root).some((key) => key.startsWith('__reactFiber'));
        }, null, { timeout: 60_000 });
        // Effects run after hydration: a field a component empties would be empty by now.
        await page.waitForTimeout(300);
        for (const entry of entries) expect(await holds(entry), String(entry.field)).toBe(expected(entry));
        await form.after?.(page);
        await page.context().close();
      });
    }
  }
});
