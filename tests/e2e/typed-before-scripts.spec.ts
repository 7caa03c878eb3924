import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from '../setup/browser';
import { graphql, serviceWithoutConversation, signInOverApi } from '../setup/e2e-api';
import { baseUrl } from '../setup/e2e-lane';

/**
 * Issue 30: nothing typed is lost. Each form is opened with its page's scripts held back, its
 * fields are filled the moment they show — before the scripts have arrived and hydrated the page —
 * then the scripts are let through, and once the page has hydrated every
 * field still holds what was typed or chosen, and what the form derives from them follows. (The
 * sign-in popup and the contact-vendor popup open only once the scripts run: their no-script
 * twins, /login and /messages?service=, are tried here.)
 */

let browser: Browser;
const cookies = new Map<string, string>();
/** A service couple2@example.com has no conversation about: /messages?service= gives the first-message form. */
let unwrittenService: number;

/** A field, what to put in it before the scripts arrive, and what it must hold after. */
type Entry = { field: Locator; text: string } | { field: Locator; option: string } | { field: Locator; check: true };

type TypedForm = {
  name: string;
  path: string | (() => Promise<string>);
  /** A demo account (password "wedding-demo") to be signed in as. */
  as?: string;
  /** Something to do before the fields show (open a disclosure); may run before hydration too. */
  open?: (page: Page) => Promise<void>;
  entries: (page: Page) => Entry[] | Promise<Entry[]>;
  /** What the hydrated form shows from what was chosen (categories of the chosen role…). */
  after?: (page: Page) => Promise<void>;
};

async function demoCookie(email: string): Promise<string> {
  if (!cookies.has(email)) cookies.set(email, (await signInOverApi(email)).cookie);
  return cookies.get(email)!;
}

/**
 * A page whose scripts are held back until `release()`: its server-rendered HTML is there to type
 * into, and the scripts arrive only once the test has typed (however busy the machine is).
 */
async function pageWithScriptsHeld(path: string, width: number, cookie?: string): Promise<{ page: Page; release: () => void }> {
  const context = await browser.newContext({ viewport: { width, height: 844 }, hasTouch: width < 768 });
  if (cookie) {
    const [name, value] = cookie.split('=');
    await context.addCookies([{ name, value, url: baseUrl }]);
  }
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await context.route(/\.js(\?|$)/, async (route) => {
    await released;
    await route.continue();
  });
  const page = await context.newPage();
  await page.goto(`${baseUrl}${path}`, { waitUntil: 'commit' });
  return { page, release };
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
    name: 'vendor registration on /vendors/register',
    path: '/vendors/register',
    entries: (page) => [
      { field: page.getByLabel('First name'), text: 'Mara' },
      { field: page.getByLabel('Last name'), text: 'Quill' },
      { field: page.getByLabel('Job title'), text: 'Owner' },
      { field: page.getByLabel('Email'), text: 'mara.early@example.com' },
      { field: page.getByLabel('Password', { exact: true }), text: 'typed early' },
      { field: page.getByLabel('Business name'), text: 'Quill & Co' },
      { field: page.getByLabel('Business country'), option: 'nz' },
      { field: page.getByLabel('ABN or NZBN'), text: '9429041535067' },
      { field: page.getByRole('textbox', { name: 'Phone' }), text: '+61 412 345 678' },
      { field: page.getByLabel('Website (optional)'), text: 'quill.example' },
    ],
  },
  {
    name: 'the password reset request',
    path: '/password/reset',
    entries: (page) => [{ field: page.getByLabel('Email'), text: 'early@example.com' }],
  },
  {
    name: 'the password reset',
    path: `/password/reset/${'a'.repeat(43)}`,
    entries: (page) => [
      { field: page.getByLabel('Email'), text: 'early@example.com' },
      { field: page.getByLabel('New password', { exact: true }), text: 'typed early' },
      { field: page.getByLabel('Confirm new password'), text: 'typed early' },
    ],
  },
  {
    name: 'coming soon',
    path: '/coming-soon',
    entries: (page) => [{ field: page.getByLabel('Your e-mail address'), text: 'early@example.com' }],
  },
  {
    name: 'the first message to a vendor (/messages?service=, the contact popup without scripts)',
    path: async () => `/messages?service=${unwrittenService}`,
    as: 'couple2@example.com',
    entries: (page) => [{ field: page.getByLabel('Your message'), text: 'Typed before the scripts arrived: is March free?' }],
  },
  {
    name: 'the chat box',
    // The demo couple's conversation about the demo vendor's venue.
    path: '/messages?service=1',
    as: 'couple@example.com',
    entries: (page) => [{ field: page.locator('#chat-message'), text: 'Typed before the scripts arrived.' }],
    // Send is on once the page runs: the box's text is known to it.
    after: async (page) => expect(await page.getByRole('button', { name: 'Send', exact: true }).getAttribute('aria-disabled')).toBeNull(),
  },
  {
    name: 'the conversation search',
    path: '/messages',
    as: 'couple@example.com',
    entries: (page) => [{ field: page.getByRole('searchbox', { name: 'Search conversations' }), text: 'zzz' }],
    // It applies once the page runs.
    after: async (page) => {
      await page.getByText('No conversation matches.').waitFor({ timeout: 5000 });
    },
  },
  {
    name: 'a wishlist comment',
    path: '/wishlist',
    as: 'couple@example.com',
    // The disclosure opens without scripts.
    open: async (page) => {
      await page.locator('summary', { hasText: 'Add Comment' }).first().click({ timeout: 30_000 });
    },
    entries: (page) => [
      { field: page.locator('details[open]').getByRole('textbox'), text: 'Typed before the scripts arrived.' },
      { field: page.getByRole('checkbox', { name: /^Select / }).first(), check: true },
    ],
    // The card ticked early counts once the page runs.
    after: async (page) => {
      await page.getByText('1 selected').waitFor({ timeout: 5000 });
    },
  },
  {
    name: 'the profile’s contact info',
    path: '/profile',
    as: 'couple2@example.com',
    entries: (page) => [
      { field: page.getByLabel('First name'), text: 'Early' },
      { field: page.getByLabel('Nickname'), text: 'Early & Bird' },
      { field: page.getByLabel('Address'), text: '1 Typed Lane, Pokolbin NSW' },
    ],
  },
  {
    name: 'the listing editor’s details',
    path: '/vendors/services/1/details',
    as: 'vendor@example.com',
    entries: async (page) => {
      const blankFeature = page.locator('input[name="features"]').last();
      await blankFeature.waitFor({ timeout: 30_000 });
      return [
        { field: page.getByLabel('Listing name'), text: 'Whitfield Typed Early' },
        { field: page.getByLabel('Description'), text: 'Typed before the scripts arrived.' },
        // A field the page offers without scripts for a new feature: it becomes one of the list's.
        { field: page.locator(`#${await blankFeature.getAttribute('id')}`), text: 'Typed early feature' },
      ];
    },
  },
  {
    name: 'an administrator’s page editor',
    path: '/admin/content/pages/terms',
    as: 'admin@example.com',
    entries: (page) => [
      { field: page.getByLabel('Description for search engines'), text: 'Typed before the scripts arrived.' },
      // A textarea that came with text: React's hydration would write that text back.
      { field: page.getByLabel('Text (markdown)'), text: 'Typed **before** the scripts arrived.' },
    ],
    // The preview follows the text once the page runs.
    after: async (page) => {
      await page.getByRole('region', { name: 'Preview' }).locator('strong', { hasText: 'before' }).waitFor({ timeout: 10_000 });
    },
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
  unwrittenService = await serviceWithoutConversation(await demoCookie('couple2@example.com'));
  // Another spec on this server may have emptied the demo couple's wishlist or commented on what is
  // left: a few listings on it, so that one at least has no comment yet ("Add Comment").
  for (const id of [1, 2, 3, 4, 5]) await graphql('mutation ($id: Int!) { wishlistAddService(id: $id) { id } }', { id }, await demoCookie('couple@example.com'));
});

afterAll(() => browser?.close());

describe('what is typed before the scripts arrive', () => {
  for (const width of [1330, 390]) {
    for (const form of forms) {
      it(`stays in ${form.name} at ${width} px`, async () => {
        const path = typeof form.path === 'string' ? form.path : await form.path();
        const { page, release } = await pageWithScriptsHeld(path, width, form.as ? await demoCookie(form.as) : undefined);
        await form.open?.(page);
        const entries = await form.entries(page);
        for (const entry of entries) await put(entry);
        expect(await hydrated(page), 'the fields were filled before the page hydrated').toBe(false);
        release();
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
