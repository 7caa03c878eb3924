import { mkdirSync } from 'node:fs';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from '../setup/browser';
import { graphql, serviceWithoutConversation, signInOverApi } from '../setup/e2e-api';
import { baseUrl } from '../setup/e2e-lane';

/**
 * Issue 30: every form works as a plain HTML form. With scripts off, each form is posted as a
 * person in a hurry would (empty, or half filled), and the page that comes back shows spec §5's
 * messages for every wrong field (never only the bot check's line), with what was typed still in
 * the fields and the passwords empty.
 */

let browser: Browser;
const cookies = new Map<string, string>();
/** A service couple2@example.com has no conversation about: /messages?service= gives the first-message form. */
let unwrittenService: number;

type ScriptlessForm = {
  name: string;
  path: string | (() => string);
  /** A demo account (password "wedding-demo") to be signed in as. */
  as?: string;
  /** What to type before posting; the rest stays empty. */
  fill?: (page: Page) => Promise<void>;
  submit: (page: Page) => Locator;
  /** The status of the answer to the post (400: refused, answered with the form). */
  status?: number;
  /** The spec's messages the answer shows. */
  messages: string[];
  /** Fields that must hold what was typed, and their values. */
  kept?: (page: Page) => [Locator, string | boolean][];
  /** Password fields, which come back empty. */
  passwords?: (page: Page) => Locator[];
  /** Anything else the answer must show. */
  after?: (page: Page) => Promise<void>;
};

async function demoCookie(email: string): Promise<string> {
  if (!cookies.has(email)) cookies.set(email, (await signInOverApi(email)).cookie);
  return cookies.get(email)!;
}

async function scriptlessPage(width: number, cookie?: string): Promise<Page> {
  const context = await browser.newContext({ viewport: { width, height: 900 }, javaScriptEnabled: false });
  if (cookie) {
    const [name, value] = cookie.split('=');
    await context.addCookies([{ name, value, url: baseUrl }]);
  }
  return context.newPage();
}

const forms: ScriptlessForm[] = [
  {
    name: 'sign-in on /login',
    path: '/login',
    fill: async (page) => {
      await page.getByLabel('Email').fill('ada.example.com');
    },
    submit: (page) => page.getByRole('button', { name: 'Log In' }),
    messages: ['Email is not valid', 'Password is required'],
    kept: (page) => [[page.getByLabel('Email'), 'ada.example.com']],
  },
  {
    name: 'sign-in on /vendors/login',
    path: '/vendors/login',
    fill: async (page) => {
      await page.getByLabel('Email').fill('vendor@example.com');
      await page.getByLabel('Password', { exact: true }).fill('not the password');
    },
    submit: (page) => page.getByRole('button', { name: 'Log In' }),
    status: 401,
    messages: ['These credentials do not match our records.'],
    kept: (page) => [[page.getByLabel('Email'), 'vendor@example.com']],
    passwords: (page) => [page.getByLabel('Password', { exact: true })],
    // The vendors' page answers, not the couples' sign-in.
    after: async (page) => {
      expect(new URL(page.url()).pathname).toBe('/vendors/login');
      await page.getByRole('heading', { name: 'Vendor Sign In' }).waitFor();
    },
  },
  {
    name: 'registration on /register',
    path: '/register',
    fill: async (page) => {
      await page.getByLabel('Email').fill('ada.nojs@example.com');
      await page.getByLabel('Password', { exact: true }).fill('abc');
      await page.getByLabel('Send me wedding inspiration and news now and then').check();
    },
    submit: (page) => page.getByRole('button', { name: 'Sign Up' }),
    messages: ['First name is required', 'Password must be at least 6 characters', 'Confirmation is required'],
    kept: (page) => [
      [page.getByLabel('Email'), 'ada.nojs@example.com'],
      [page.getByLabel('Send me wedding inspiration and news now and then'), true],
    ],
    passwords: (page) => [page.getByLabel('Password', { exact: true }), page.getByLabel('Confirm password')],
  },
  {
    name: 'registration on /register, filled in',
    path: '/register',
    fill: async (page) => {
      await page.getByLabel('First name').fill('Ada');
      await page.getByLabel('Email').fill('ada.nojs@example.com');
      await page.getByLabel('Password', { exact: true }).fill('golden hour vows');
      await page.getByLabel('Confirm password').fill('golden hour vows');
    },
    submit: (page) => page.getByRole('button', { name: 'Sign Up' }),
    // Every field is right: only now the bot check, which needs scripts, is what is missing.
    messages: ['Please complete the check that you are not a robot, then try again.'],
    kept: (page) => [
      [page.getByLabel('First name'), 'Ada'],
      [page.getByLabel('Email'), 'ada.nojs@example.com'],
    ],
  },
  {
    name: 'vendor registration on /vendors/register',
    path: '/vendors/register',
    fill: async (page) => {
      await page.getByLabel('Business name').fill('Quill & Co');
      await page.getByLabel('Email').fill('mara.nojs@example.com');
      await page.getByLabel('Business country').selectOption('nz');
    },
    submit: (page) => page.getByRole('button', { name: 'Sign Up' }),
    messages: ['First name is required', 'Last name is required', 'Job title is required', 'Password is required', 'Confirmation is required', 'Business number is required'],
    kept: (page) => [
      [page.getByLabel('Business name'), 'Quill & Co'],
      [page.getByLabel('Email'), 'mara.nojs@example.com'],
      [page.getByLabel('Business country'), 'nz'],
    ],
  },
  {
    name: 'the password reset request',
    path: '/password/reset',
    fill: async (page) => {
      await page.getByLabel('Email').fill('ada.example.com');
    },
    submit: (page) => page.getByRole('button', { name: 'Send Reset Link' }),
    messages: ['Email is not valid'],
    kept: (page) => [[page.getByLabel('Email'), 'ada.example.com']],
  },
  {
    name: 'the password reset',
    path: `/password/reset/${'a'.repeat(43)}`,
    fill: async (page) => {
      await page.getByLabel('Email').fill('ada@example.com');
      await page.getByLabel('New password', { exact: true }).fill('abc');
    },
    submit: (page) => page.getByRole('button', { name: 'Set New Password' }),
    messages: ['Password must be at least 6 characters', 'Confirmation is required'],
    kept: (page) => [[page.getByLabel('Email'), 'ada@example.com']],
    passwords: (page) => [page.getByLabel('New password', { exact: true })],
  },
  {
    name: 'contact',
    path: '/contact',
    fill: async (page) => {
      await page.getByLabel('I am planning a wedding').check();
      await page.getByLabel('Your name').fill('Ada Nojs');
    },
    submit: (page) => page.getByRole('button', { name: 'Send Message' }),
    messages: ['Message is required', 'Email is required', 'Please choose a category'],
    kept: (page) => [
      [page.getByLabel('I am planning a wedding'), true],
      [page.getByLabel('Your name'), 'Ada Nojs'],
    ],
    // The role that came back gives its categories.
    after: async (page) => expect(await page.getByLabel('What is it about?').isDisabled()).toBe(false),
  },
  {
    name: 'coming soon',
    path: '/coming-soon',
    fill: async (page) => {
      await page.getByLabel('Your e-mail address').fill('ada.example.com');
    },
    submit: (page) => page.getByRole('button', { name: 'Notify Me' }),
    messages: ['Email is not valid'],
    kept: (page) => [[page.getByLabel('Your e-mail address'), 'ada.example.com']],
  },
  {
    name: 'the first message to a vendor (/messages?service=, the contact popup without scripts)',
    path: () => `/messages?service=${unwrittenService}`,
    as: 'couple2@example.com',
    fill: async (page) => {
      // The enquiry starts from the couple's wedding date; without it, a blank message is refused.
      expect(await page.getByLabel('Wedding date').inputValue()).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      await page.getByText('From your profile.').waitFor();
      await page.getByLabel('Wedding date').fill('');
      await page.getByLabel('Your message').fill('   ');
    },
    submit: (page) => page.getByRole('button', { name: 'Send', exact: true }),
    messages: ['Message cannot be empty.'],
    after: async (page) => expect(new URL(page.url()).searchParams.get('service')).toBe(String(unwrittenService)),
  },
  {
    name: 'the chat box',
    path: '/messages?service=1',
    as: 'couple@example.com',
    submit: (page) => page.getByRole('button', { name: 'Send', exact: true }),
    messages: ['Message cannot be empty.'],
  },
  {
    name: 'the profile’s contact info',
    path: '/profile',
    as: 'couple2@example.com',
    fill: async (page) => {
      await page.getByLabel('First name').fill('');
      await page.getByLabel('Nickname').fill('Typed & Kept');
    },
    submit: (page) => page.getByRole('form', { name: 'Contact Info' }).getByRole('button', { name: 'Save' }),
    messages: ['First name is required'],
    kept: (page) => [
      [page.getByLabel('First name'), ''],
      [page.getByLabel('Nickname'), 'Typed & Kept'],
    ],
  },
  {
    name: 'the listing editor’s details',
    path: '/vendors/services/1/details',
    as: 'vendor@example.com',
    fill: async (page) => {
      await page.getByLabel('Listing name').fill('');
      await page.getByLabel('Description').fill('Typed without scripts.');
    },
    submit: (page) => page.getByRole('button', { name: 'Save', exact: true }),
    messages: ['Name is required'],
    kept: (page) => [
      [page.getByLabel('Listing name'), ''],
      [page.getByLabel('Description'), 'Typed without scripts.'],
    ],
  },
];

/** The number of services a search page found (its live count line). */
async function totalOf(page: Page): Promise<number> {
  const text = await page.locator('main p[aria-live="polite"]').first().textContent();
  return Number((text ?? '').replace(/,/g, '').match(/^(\d+)/)?.[1]);
}

beforeAll(async () => {
  browser = await launchBrowser();
  mkdirSync('test-results', { recursive: true });
  unwrittenService = await serviceWithoutConversation(await demoCookie('couple2@example.com'));
  // Another spec on this server may have emptied the demo couple's wishlist or commented on what is
  // left: a few listings on it, so that one at least has no comment yet ("Add Comment").
  for (const id of [1, 2, 3, 4, 5]) await graphql('mutation ($id: Int!) { wishlistAddService(id: $id) { id } }', { id }, await demoCookie('couple@example.com'));
});
afterAll(() => browser?.close());


describe('forms posted without scripts', () => {
  for (const width of [1330, 390]) {
    for (const form of forms) {
      it(`${form.name} answers with its messages and what was typed, at ${width} px`, async () => {
        const page = await scriptlessPage(width, form.as ? await demoCookie(form.as) : undefined);
        const path = typeof form.path === 'string' ? form.path : form.path();
        await page.goto(`${baseUrl}${path}`);
        await form.fill?.(page);
        const posted = page.waitForResponse((response) => response.request().method() === 'POST');
        await form.submit(page).click();
        expect((await posted).status()).toBe(form.status ?? 400);
        await page.waitForLoadState();
        const text = await page.locator('body').innerText();
        for (const message of form.messages) expect(text, message).toContain(message);
        for (const [field, value] of form.kept?.(page) ?? []) {
          expect(typeof value === 'boolean' ? await field.isChecked() : await field.inputValue(), String(field)).toBe(value);
        }
        for (const password of form.passwords?.(page) ?? []) expect(await password.inputValue()).toBe('');
        await form.after?.(page);
        if (path === '/register' && form.messages.length > 1) await page.screenshot({ path: `test-results/register-without-scripts-${width}.png`, fullPage: true });
        await page.context().close();
      });
    }
  }

  it('the home search: its filters open, and the guests and distance sent as they are apply on /search', async () => {
    for (const width of [1330, 390]) {
      const page = await scriptlessPage(width);
      await page.goto(`${baseUrl}/`);
      const search = page.getByRole('search', { name: 'Find venues and vendors' });
      await search.getByText('Filters', { exact: true }).click();
      await search.getByLabel('Number of guests').fill('300');
      await search.getByPlaceholder('Wedding Location ?').fill('Pokolbin NSW');
      await search.getByRole('button', { name: 'Search' }).click();
      await page.waitForURL(/\/search\/\?/);
      const params = new URL(page.url()).searchParams;
      expect(params.get('number_of_people')).toBe('300');
      expect(await page.locator('body').innerText()).not.toMatch(/was ignored/);
      // The guests apply: fewer venues than without them, the same as the scripted form's address finds.
      const withGuests = await totalOf(page);
      await page.goto(`${baseUrl}/search/?category=venue&location=Pokolbin+NSW`);
      expect(withGuests).toBeLessThan(await totalOf(page));
      await page.goto(`${baseUrl}/search/?category=venue&location=${encodeURIComponent('{"location":"Pokolbin NSW","distance":200000}')}&number_of_people=[300,500]`);
      expect(await totalOf(page)).toBe(withGuests);
      await page.context().close();

      // A vendor category: the distance in km is the location's.
      const vendors = await scriptlessPage(width);
      await vendors.goto(`${baseUrl}/`);
      const form = vendors.getByRole('search', { name: 'Find venues and vendors' });
      await form.getByRole('radio', { name: 'Photography' }).check();
      await form.getByText('Filters', { exact: true }).click();
      expect(await form.getByLabel('Number of guests').isVisible()).toBe(false);
      await form.getByLabel('Comes to you within').selectOption('50');
      await form.getByPlaceholder('Wedding Location ?').fill('Pokolbin NSW');
      await form.getByRole('button', { name: 'Search' }).click();
      await vendors.waitForURL(/\/search\/\?/);
      expect(await vendors.locator('body').innerText()).not.toMatch(/was ignored/);
      await vendors.context().close();
    }
  });

  it('the chat box sends, and the conversation comes back with the message', async () => {
    for (const width of [1330, 390]) {
      const page = await scriptlessPage(width, await demoCookie('couple@example.com'));
      await page.goto(`${baseUrl}/messages?service=1`);
      const message = `Sent without scripts at ${width} px.`;
      await page.locator('#chat-message').fill(message);
      await page.getByRole('button', { name: 'Send', exact: true }).click();
      await page.waitForLoadState();
      expect(new URL(page.url()).searchParams.get('conversation')).toMatch(/^\d+$/);
      await page.getByText(message).first().waitFor({ state: 'attached' });
      await page.context().close();
    }
  });

  it('a wishlist comment is saved, and shown on the page that comes back', async () => {
    for (const width of [1330, 390]) {
      const page = await scriptlessPage(width, await demoCookie('couple@example.com'));
      await page.goto(`${baseUrl}/wishlist`);
      const note = page.locator('details', { has: page.locator('summary', { hasText: 'Add Comment' }) }).first();
      await note.locator('summary').click();
      const comment = `Saved without scripts at ${width} px.`;
      await note.getByRole('textbox').fill(comment);
      await note.getByRole('button', { name: 'Save' }).click();
      await page.waitForLoadState();
      expect(new URL(page.url()).pathname).toBe('/wishlist');
      await page.getByText(comment).waitFor({ state: 'attached' });
      await page.context().close();
    }
  });
});
