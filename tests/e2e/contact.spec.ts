import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { accessibilityViolations } from '../setup/browser';
import { look, open, screenshotPath, signIn } from '../setup/e2e-page';
import { waitForMail } from '../setup/outbox';
import { baseUrl, outboxDir } from '../setup/e2e-lane';

// The default of the app.contact_email setting: the e2e server does not change it.
const contactAddress = 'hello@everafter.example';

/**
 * Waits for the bot-check widget's proof of work to land in the hidden field: about a second, but
 * far longer when the machine's two cores are busy with other test runs.
 */
const botCheckSolved = (page: Page) =>
  page.waitForFunction(() => !!(document.querySelector('input[name=altcha]') as HTMLInputElement | null)?.value, null, { timeout: 45_000 });
// The visitors' journeys wait for the bot check.
const visitorJourneyTimeout = 120_000;

const categoryLabels = (page: Page) => page.getByLabel('What is it about?').locator('option').allTextContents();

describe('the contact form', () => {
  it('takes a visitor’s message: role, its categories, the bot check, the Request sent view and the mail to the team', async () => {
    const page = await open('/contact', { status: 200 });
    expect(await page.title()).toBe('Contact Us - Ever After');
    expect(await page.getByLabel('What is it about?').isDisabled()).toBe(true);
    await page.screenshot({ path: screenshotPath('contact-1330'), fullPage: true });
    expect(await accessibilityViolations(page)).toEqual([]);

    // Spec §6: each role's categories, and the ones for all.
    await page.getByLabel('I am planning a wedding').check();
    expect(await categoryLabels(page)).toEqual(['Choose a category', 'Help planning my wedding', 'A venue or vendor I found here', 'My account, wishlist or messages', 'Feedback about the site', 'Something is not working', 'Something else']);
    await page.getByLabel('I am a vendor').check();
    expect(await categoryLabels(page)).toEqual(['Choose a category', 'Listing my business', 'Claiming a listing', 'Plans, billing and invoices', 'Feedback about the site', 'Something is not working', 'Something else']);
    await page.getByLabel('What is it about?').selectOption({ label: 'Listing my business' });
    const email = `lena.park.${Date.now()}@example.com`;
    await page.getByLabel('Your name').fill('Lena Park');
    await page.getByLabel('Email').fill(email);

    // Spec §5: a blank message is not sent.
    await page.getByLabel('Message').fill('   ');
    await botCheckSolved(page);
    let posts = 0;
    page.on('request', (request) => {
      if (request.method() === 'POST' && new URL(request.url()).pathname.startsWith('/contact')) posts += 1;
    });
    await page.getByRole('button', { name: 'Send Message' }).click();
    await page.getByRole('alert').getByText('Message is required').waitFor();
    expect(posts).toBe(0);
    expect(await page.getByLabel('Message').getAttribute('aria-invalid')).toBe('true');

    await page.getByLabel('Message').fill('We run a small florist studio in Wellington.\nHow do we list it?');
    const since = new Date();
    await page.getByRole('button', { name: 'Send Message' }).click();
    await page.getByRole('heading', { name: 'Request sent' }).waitFor();
    await page.getByText('Thank you for reaching out, we’ll be in contact to help you very soon').waitFor();
    expect(posts).toBe(1);
    await page.screenshot({ path: screenshotPath('contact-sent-1330'), fullPage: true });
    expect(await accessibilityViolations(page)).toEqual([]);

    const mail = await waitForMail(outboxDir, contactAddress, { since });
    expect(mail.subject).toMatch(/^Contact message #\d+: Listing my business$/);
    expect(mail.replyTo).toEqual([email]);
    expect(mail.text).toContain('From: Lena Park');
    expect(mail.text).toContain('How do we list it?');

    await page.getByRole('link', { name: 'Ok', exact: true }).click();
    await page.waitForURL(`${baseUrl}/`);
    await page.context().close();
  }, visitorJourneyTimeout);

  it('opens the login form for an address that has an account; signing in replaces role, name and e-mail with the account’s, and the message is sent', async () => {
    const page = await open('/contact', { width: 390 });
    await page.getByLabel('Other').check();
    await page.getByLabel('What is it about?').selectOption({ label: 'Feedback about the site' });
    await page.getByLabel('Your name').fill('Charlotte');
    await page.getByLabel('Email').fill('couple@example.com');
    await page.getByLabel('Message').fill('The wishlist notes are lovely. Could they be printed?');
    await botCheckSolved(page);
    await page.screenshot({ path: screenshotPath('contact-390'), fullPage: true });
    expect(await accessibilityViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Send Message' }).click();

    const dialog = page.getByRole('dialog', { name: 'Sign In' });
    await dialog.getByText('This email is already registered on the site. Enter password and log in.').waitFor();
    expect(await dialog.getByLabel('Email').inputValue()).toBe('couple@example.com');
    await page.screenshot({ path: screenshotPath('contact-sign-in-390'), animations: 'disabled' });
    expect(await accessibilityViolations(page)).toEqual([]);

    await dialog.getByLabel('Password', { exact: true }).fill('wedding-demo');
    await dialog.getByRole('button', { name: 'Log In' }).click();
    await page.getByText('You have logged in successfully!').waitFor();
    await dialog.waitFor({ state: 'detached' });
    // The account's own name and address now; the visitor's fields and the old error are gone.
    await page.getByText(/^Sending as .+ \(couple@example\.com\)$/).waitFor();
    for (const label of ['Other', 'Your name', 'Email']) expect(await page.getByLabel(label, { exact: true }).count(), label).toBe(0);
    expect(await page.getByText('The email has already been taken.').count()).toBe(0);
    expect(await page.getByLabel('Message').inputValue()).toBe('The wishlist notes are lovely. Could they be printed?');
    expect(await page.getByLabel('What is it about?').inputValue()).toBe('all_feedback');
    await page.screenshot({ path: screenshotPath('contact-signed-in-390'), fullPage: true });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    const since = new Date();
    await page.getByRole('button', { name: 'Send Message' }).click();
    await page.getByRole('heading', { name: 'Request sent' }).waitFor();
    const mail = await waitForMail(outboxDir, contactAddress, { since });
    expect(mail.replyTo).toEqual(['couple@example.com']);
    expect(mail.subject).toMatch(/: Feedback about the site$/);
    await page.context().close();
  }, visitorJourneyTimeout);

  it('works without JavaScript for a signed-in vendor, who gets the vendor categories and no bot check', async () => {
    const page = await open('/login', { javaScript: false });
    await signIn(page, 'vendor@example.com');
    await page.goto(`${baseUrl}/contact`);
    expect(await page.locator('altcha-widget, input[name=altcha]').count()).toBe(0);
    expect(await categoryLabels(page)).toEqual(['Choose a category', 'Listing my business', 'Claiming a listing', 'Plans, billing and invoices', 'Feedback about the site', 'Something is not working', 'Something else']);
    await page.getByLabel('What is it about?').selectOption({ label: 'Plans, billing and invoices' });
    await page.getByLabel('Message').fill('Please send last month’s invoice again.');
    const since = new Date();
    await page.getByRole('button', { name: 'Send Message' }).click();
    await page.getByRole('heading', { name: 'Request sent' }).waitFor();
    expect((await waitForMail(outboxDir, contactAddress, { since })).replyTo).toEqual(['vendor@example.com']);
    await page.context().close();
  });
});

describe('the coming-soon page', () => {
  it('signs up for the mailing list with double opt-in: the form, the e-mailed link, the thank-you, then unsubscribing by the mail’s link', async () => {
    const email = `sophie.hart.${Date.now()}@example.com`;
    const page = await open('/coming-soon', { status: 200 });
    expect(await page.title()).toBe('Coming Soon - Ever After');
    // A page of its own: the brand and the form, no site header.
    expect(await page.getByRole('navigation', { name: 'Account' }).count()).toBe(0);
    await page.getByRole('heading', { level: 1 }).waitFor();
    // No axe violation, nothing scrolling sideways, screenshots, at 1330 and 390 px.
    await look(page, 'coming-soon');

    await page.getByRole('button', { name: 'Notify Me' }).click();
    await page.getByRole('alert').getByText('Email is required').waitFor();
    await page.getByLabel('Your e-mail address').fill(email);
    const since = new Date();
    await page.getByRole('button', { name: 'Notify Me' }).click();
    await page.getByText('Almost there: please check your inbox').waitFor();

    const mail = await waitForMail(outboxDir, email, { since });
    expect(mail.subject).toBe('Confirm your subscription to Ever After');
    const unsubscribe = mail.links.find((link) => link.includes('/mailing-list/unsubscribe/'))!;
    expect(mail.headers['list-unsubscribe']).toBe(`<${unsubscribe}>`);
    const confirm = new URL(mail.links.find((link) => link.includes('/mailing-list/confirm/'))!);
    await page.goto(`${baseUrl}${confirm.pathname}`);
    await page.waitForURL(`${baseUrl}/coming-soon?status=subscribed`);
    await page.getByText('Thank you for subscribing!').waitFor();
    await page.screenshot({ path: screenshotPath('coming-soon-subscribed-1330'), fullPage: true });
    expect(await accessibilityViolations(page)).toEqual([]);

    await page.goto(`${baseUrl}${new URL(unsubscribe).pathname}`);
    await page.getByText(`Stop the Ever After mailing list e-mails to ${email}?`).waitFor();
    await page.screenshot({ path: screenshotPath('unsubscribe-1330'), fullPage: true });
    expect(await accessibilityViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Unsubscribe' }).click();
    await page.getByText(`You are unsubscribed: we will not e-mail ${email} about the mailing list again.`).waitFor();
    await page.context().close();
  });

  it('keeps bots that fill the hidden field out, and answers a mail client’s one-click unsubscribe', async () => {
    const bot = `bot.${Date.now()}@example.com`;
    const since = new Date();
    const trapped = await fetch(`${baseUrl}/coming-soon`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ email: bot, website: 'https://cheap-rings.example' }),
    });
    expect(trapped.status).toBe(200);
    expect(await trapped.text()).toContain('Almost there: please check your inbox');
    await expect(waitForMail(outboxDir, bot, { since, timeoutMs: 1000 })).rejects.toThrow(/No e-mail/);

    const person = `one.click.${Date.now()}@example.com`;
    await fetch(`${baseUrl}/coming-soon`, { method: 'POST', headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams({ email: person }) });
    const mail = await waitForMail(outboxDir, person, { since });
    const unsubscribe = mail.headers['list-unsubscribe'].slice(1, -1).replace(/^https?:\/\/[^/]+/, baseUrl);
    // RFC 8058: the mail client POSTs from its own servers, with no Origin.
    const oneClick = await fetch(unsubscribe, { method: 'POST', headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, body: 'List-Unsubscribe=One-Click' });
    expect(oneClick.status).toBe(200);
    const page = await open(unsubscribe, { width: 390 });
    await page.getByText(`You are unsubscribed: we will not e-mail ${person} about the mailing list again.`).waitFor();
    await page.context().close();
  });
});

describe('the subscribers export', () => {
  it('is a CSV for administrators; a visitor is sent to sign in, and a couple and a vendor are refused', async () => {
    const visitor = await fetch(`${baseUrl}/admin/subscribers.csv`, { redirect: 'manual' });
    expect(visitor.status).toBe(302);
    // The sign-in redirect of every page for signed-in people (requireViewer): slashes left readable.
    expect(visitor.headers.get('location')).toBe('/login?redirectTo=/admin/subscribers.csv');

    for (const email of ['couple@example.com', 'vendor@example.com']) {
      const page = await open('/login');
      await signIn(page, email);
      const refused = await page.request.get(`${baseUrl}/admin/subscribers.csv`);
      expect(refused.status(), email).toBe(403);
      expect(await refused.text()).not.toContain('@');
      await page.context().close();
    }

    const page = await open('/login');
    await signIn(page, 'admin@example.com');
    const csv = await page.request.get(`${baseUrl}/admin/subscribers.csv`);
    expect(csv.status()).toBe(200);
    expect(csv.headers()['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.headers()['content-disposition']).toMatch(/^attachment; filename="subscribers-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect((await csv.text()).split('\r\n')[0]).toBe('"email","signed_up_at","confirmed_at"');
    await page.context().close();
  });
});
