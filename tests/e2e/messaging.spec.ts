import { beforeAll, describe, expect, it } from 'vitest';
import { accessibilityViolations } from '../setup/browser';
import { graphql, serviceWithoutConversation, signInOverApi } from '../setup/e2e-api';
import { open, screenshotPath, type Session as Person } from '../setup/e2e-page';
import { baseUrl } from '../setup/e2e-lane';

type Service = { id: number; name: string; path: string; user: { id: string } | null };

let couple: Person;
/** The couple's wedding day on their profile (YYYY-MM-DD), where an enquiry starts. */
let coupleWeddingDay: string;
let vendor: Person;
/** A listing of the demo vendor's (the seed gives them the first ones). */
let service: Service;

async function unreadCount(person: Person): Promise<number> {
  const response = await fetch(`${baseUrl}/api/twilio/get-unread-messages-count`, {
    method: 'POST',
    headers: { Cookie: person.cookie, 'Content-Type': 'application/json', Origin: baseUrl },
    body: '{}',
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { count: number }).count;
}

// Pages wait until React has hydrated them (a click before that is a plain link or form).

beforeAll(async () => {
  couple = await signInOverApi('couple2@example.com');
  const { data: own } = await graphql<{ viewer: { wedding_date: string } }>('{ viewer { wedding_date } }', {}, couple.cookie);
  coupleWeddingDay = own.viewer.wedding_date.slice(0, 10);
  vendor = await signInOverApi('vendor@example.com');
  const { data } = await graphql<{ services: Service }>('{ services(id: 1) { id name path user { id } } }');
  service = data.services;
  expect(service.user?.id).toBe(vendor.id);
});

describe('messaging', () => {
  it('sends a signed-out visitor from the chat icon to the sign-in popup', async () => {
    const page = await open(service.path);
    await page.getByRole('link', { name: `Chat with ${service.name}` }).click();
    await page.getByRole('dialog', { name: 'Sign In' }).waitFor();
    await page.context().close();
  });

  it('lets a couple contact the vendor, who sees it live, reads it while the couple types, and replies', async () => {
    const vendorPage = await open('/', { signedInAs: vendor });
    const vendorMessages = vendorPage.getByRole('navigation', { name: 'Account' }).getByRole('link', { name: /^Messages/ });
    await vendorMessages.waitFor();
    // Other journeys (a wishlist enquiry) may have written to this vendor before: count from there.
    const before = await unreadCount(vendor);
    const badge = (count: number) => (count === 0 ? 'Messages' : `Messages${count} unread`);
    await expect.poll(() => vendorMessages.textContent()).toBe(badge(before));

    // The couple writes from the service page: no conversation yet, so the first-message popup.
    const couplePage = await open(service.path, { signedInAs: couple });
    await couplePage.getByRole('link', { name: 'Message Vendor' }).click();
    const dialog = couplePage.getByRole('dialog', { name: /^Message / });
    await dialog.waitFor();
    // The enquiry starts from the wedding date on the couple's profile, and says so; without any
    // detail, a blank message is not sent.
    const weddingDate = dialog.getByLabel('Wedding date');
    expect(await weddingDate.inputValue()).toBe(coupleWeddingDay);
    await dialog.getByText('From your profile.').waitFor();
    await weddingDate.fill('');
    await dialog.getByRole('button', { name: 'Send', exact: true }).click();
    await dialog.getByText('Message is required').waitFor();
    await dialog.getByLabel('Your message').fill('Hello! Is the 14th of March 2027 still free for about 120 guests?');
    await dialog.getByRole('button', { name: 'Send', exact: true }).click();
    await couplePage.waitForURL(/\/messages\?conversation=\d+$/);
    await couplePage.getByRole('log', { name: 'Messages' }).getByText('Is the 14th of March 2027 still free').waitFor();

    // The vendor's badge rises without a reload.
    await expect.poll(() => vendorMessages.textContent(), { timeout: 15_000 }).toBe(badge(before + 1));
    await vendorMessages.click();
    await vendorPage.waitForURL(/\/messages$/);
    await vendorPage.getByRole('heading', { name: 'Messages', level: 1 }).waitFor();
    // Couple 2 has written to this vendor before (the demo's enquiry about the photographer): this service's conversation.
    const contact = vendorPage.getByRole('region', { name: 'Conversations' }).getByRole('button', { name: new RegExp(service.name) }).filter({ hasText: 'Aroha & Sam' });
    await expect.poll(() => contact.textContent()).toContain('1 unread');
    await contact.click();
    const vendorLog = vendorPage.getByRole('log', { name: 'Messages' });
    await vendorLog.getByText('Is the 14th of March 2027 still free').waitFor();
    // Opened: its unread messages leave the badges.
    await expect.poll(() => vendorMessages.textContent()).toBe(badge(before));
    await expect.poll(() => contact.textContent()).not.toContain('unread');
    await vendorPage.getByText('You are connected.').waitFor();

    // The couple types: the vendor sees it.
    await couplePage.getByPlaceholder('Type something to send').pressSequentially('We would also love', { delay: 30 });
    await vendorPage.getByText('Aroha & Sam is typing...').waitFor();

    // The vendor replies; the couple receives it without reloading.
    await vendorPage.getByPlaceholder('Type something to send').fill('Yes, the 14th is free. Shall I send our wedding packages?');
    await vendorPage.getByRole('button', { name: 'Send', exact: true }).click();
    await vendorLog.getByText('Shall I send our wedding packages?').waitFor();
    await couplePage.getByRole('log', { name: 'Messages' }).getByText('Shall I send our wedding packages?').waitFor();
    await expect.poll(() => vendorPage.getByPlaceholder('Type something to send').inputValue()).toBe('');

    expect(await accessibilityViolations(vendorPage)).toEqual([]);
    await vendorPage.screenshot({ path: screenshotPath('messages-vendor-1330'), fullPage: true });
    await couplePage.screenshot({ path: screenshotPath('messages-couple-1330'), fullPage: true });

    // Contact again from the service page: the conversation exists, so /messages opens it.
    await couplePage.goto(service.path);
    await couplePage.getByRole('link', { name: `Chat with ${service.name}` }).click();
    await couplePage.waitForURL(/\/messages\?conversation=\d+$/);
    await couplePage.getByRole('log', { name: 'Messages' }).getByText('Shall I send our wedding packages?').waitFor();

    await vendorPage.context().close();
    await couplePage.context().close();
  });

  it('starts an enquiry from the search the couple came from: its number of guests', async () => {
    const about = await serviceWithoutConversation(couple.cookie);
    const { data } = await graphql<{ services: Service }>('query ($id: Int!) { services(id: $id) { id name path user { id } } }', { id: about });
    const page = await open('/search/?category=venue&number_of_people=150', { signedInAs: couple });
    await page.getByRole('heading', { level: 1 }).waitFor();
    // The search is remembered in this tab only: the listing's page, opened in it, knows it.
    await page.goto(data.services.path);
    await page.getByRole('link', { name: 'Message Vendor' }).click();
    const dialog = page.getByRole('dialog', { name: /^Message / });
    await expect.poll(() => dialog.getByLabel('Guests').inputValue()).toBe('150');
    await dialog.getByText('From your search.').waitFor();
    expect(await dialog.getByLabel('Wedding date').inputValue()).toBe(coupleWeddingDay);
    await page.context().close();
  });

  it('shows one side at a time on phones, with Back to contacts', async () => {
    const page = await open('/messages', { width: 390, signedInAs: couple });
    const list = page.getByRole('region', { name: 'Conversations' });
    await list.getByRole('combobox', { name: 'Category' }).waitFor();
    await page.screenshot({ path: screenshotPath('messages-list-390'), fullPage: true });
    await list.getByRole('button', { name: new RegExp(service.name) }).click();
    await page.getByRole('log', { name: 'Messages' }).getByText('Shall I send our wedding packages?').waitFor();
    await list.waitFor({ state: 'hidden' });
    expect(await accessibilityViolations(page)).toEqual([]);
    await page.screenshot({ path: screenshotPath('messages-chat-390'), fullPage: true });
    await page.getByRole('button', { name: 'Back to contacts' }).click();
    await list.waitFor();

    // The search box matches starting letters, ignoring case.
    await page.getByRole('searchbox', { name: 'Search conversations' }).fill(service.name.slice(0, 3).toLowerCase());
    await list.getByRole('button', { name: new RegExp(service.name) }).waitFor();
    await page.getByRole('searchbox', { name: 'Search conversations' }).fill('zzz');
    await list.getByText('No conversation matches.').waitFor();
    await page.context().close();
  });

  it('sends a visitor of /messages to sign in, and shows an empty list to someone with no conversations', async () => {
    const visitor = await fetch(`${baseUrl}/messages`, { redirect: 'manual' });
    expect(visitor.status).toBe(302);
    expect(visitor.headers.get('location')).toBe('/login?redirectTo=/messages');

    const loner = await signInOverApi('admin@example.com');
    const page = await open('/twilio', { signedInAs: loner });
    await page.getByText('No messages exists').waitFor();
    await page.context().close();
  });

  it('takes a first message without JavaScript: /messages?service= shows the form, Send starts the conversation and opens it', async () => {
    const writer = await signInOverApi('admin@example.com');
    const form = await fetch(`${baseUrl}/messages?service=${service.id}`, { headers: { Cookie: writer.cookie } });
    expect(form.status).toBe(200);
    const html = await form.text();
    expect(html).toContain('Your message');
    expect(html.replaceAll('<!-- -->', '')).toContain(`About ${service.name.replaceAll('&', '&amp;')}`);

    const post = (message: string) =>
      fetch(`${baseUrl}/messages?service=${service.id}`, {
        method: 'POST',
        redirect: 'manual',
        headers: { Cookie: writer.cookie, 'Content-Type': 'application/x-www-form-urlencoded', Origin: baseUrl },
        body: new URLSearchParams({ intent: 'start', service_id: String(service.id), message }),
      });
    expect((await post('   ')).status).toBe(400);
    const sent = await post('Do you host winter weddings?');
    expect(sent.status).toBe(302);
    const location = sent.headers.get('location')!;
    expect(location).toMatch(/^\/messages\?conversation=\d+$/);
    // The conversation exists now: the same address goes straight to it.
    const again = await fetch(`${baseUrl}/messages?service=${service.id}`, { headers: { Cookie: writer.cookie }, redirect: 'manual' });
    expect(again.headers.get('location')).toBe(location);
  });
});
