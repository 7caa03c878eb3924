import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { graphql, signInOverApi } from '../setup/e2e-api';
import { startSeededServer } from '../setup/e2e-seeded-server';
import { look, open, signIn } from '../setup/e2e-page';
import { waitForMail } from '../setup/outbox';
import type { RunningServer } from '../setup/server-process';

/**
 * Issue 33's weekly e-mail of the next tasks, on a server of its own: the job's first run comes a
 * minute after the server starts, so the e-mail arrives while the spec waits for it.
 */

let server: RunningServer;
beforeAll(async () => {
  server = await startSeededServer();
}, 180_000);
afterAll(() => server?.stop());

const label = 'Weekly planning e-mail: the next tasks on your checklist';
const weeklyBox = (page: Page) => page.getByRole('tabpanel', { name: 'Notifications' }).getByLabel(label);

describe('the weekly planning e-mail', () => {
  it('is switched on in the profile’s Notifications, arrives with the next tasks, and its link switches it off', async () => {
    const page = await open('/login', { baseUrl: server.url });
    await signIn(page, 'couple@example.com');
    await page.goto('/profile?tab=notifications');
    expect(await weeklyBox(page).isChecked()).toBe(false);
    await weeklyBox(page).check();
    const since = new Date();
    await page.getByRole('tabpanel', { name: 'Notifications' }).getByRole('button', { name: 'Save' }).click();
    await page.getByRole('status').filter({ hasText: 'Notification settings saved successfully!' }).waitFor();
    await page.reload();
    expect(await weeklyBox(page).isChecked()).toBe(true);
    await look(page, 'profile-weekly-planning-email');

    const mail = await waitForMail(join(server.dataDir, 'outbox'), 'couple@example.com', { since, timeoutMs: 90_000, subject: 'Your wedding checklist this week' });
    expect(mail.text).toMatch(/\d+ days until you say I Do! These are the next tasks on your checklist:\n\n(- .+: (due|was due) .+\n){5}\n/);
    expect(mail.links.some((link) => new URL(link).pathname === '/planning')).toBe(true);
    const unsubscribe = new URL(mail.links.find((link) => link.includes('/planning/unsubscribe/'))!);
    expect(mail.headers['list-unsubscribe']).toBe(`<${unsubscribe.href}>`);

    // A GET (a mail scanner's too) changes nothing: it asks.
    const link = await open(unsubscribe.pathname, { baseUrl: server.url, status: 200 });
    await link.getByText('Stop the weekly e-mail of the next tasks on your wedding checklist?').waitFor();
    expect(await link.locator('meta[name="robots"]').getAttribute('content')).toBe('noindex');
    await look(link, 'planning-unsubscribe');
    await page.reload();
    expect(await weeklyBox(page).isChecked()).toBe(true);
    await link.getByRole('button', { name: 'Unsubscribe' }).click();
    await link.getByRole('status').filter({ hasText: 'You are unsubscribed: we will not send you the weekly planning e-mail again.' }).waitFor();
    await look(link, 'planning-unsubscribed');
    await link.context().close();
    await page.reload();
    expect(await weeklyBox(page).isChecked()).toBe(false);
    await page.context().close();

    // A mail client's one-click POST (RFC 8058, no Origin) answers too; a wrong link says so and nothing more.
    const oneClick = await fetch(`${server.url}${unsubscribe.pathname}`, { method: 'POST', headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, body: 'List-Unsubscribe=One-Click' });
    expect(oneClick.status).toBe(200);
    const wrong = await open('/planning/unsubscribe/not-a-real-token', { baseUrl: server.url, width: 390 });
    await wrong.getByRole('alert').filter({ hasText: 'This unsubscribe link is not valid.' }).waitFor();
    expect(await wrong.getByRole('button', { name: 'Unsubscribe' }).count()).toBe(0);
    await wrong.context().close();
  }, 240_000);

  it('saves with the plain form, without JavaScript', async () => {
    // From off, whatever the journey above left.
    const couple = await signInOverApi('couple@example.com', server.url);
    await graphql('mutation { setPlanningEmail(weekly: false) { weekly } }', {}, couple.cookie, server.url);
    const page = await open('/profile?tab=notifications', { baseUrl: server.url, signedInAs: 'couple@example.com', javaScript: false });
    expect(await weeklyBox(page).isChecked()).toBe(false);
    await weeklyBox(page).check();
    await page.getByRole('tabpanel', { name: 'Notifications' }).getByRole('button', { name: 'Save' }).click();
    await page.getByText('Notification settings saved successfully!').waitFor();
    expect(await weeklyBox(page).isChecked()).toBe(true);
    await page.goto('/profile?tab=notifications');
    expect(await weeklyBox(page).isChecked()).toBe(true);
    await page.context().close();
  });

  it('is not on a vendor’s profile', async () => {
    const page = await open('/vendors/profile', { baseUrl: server.url, signedInAs: 'vendor@example.com' });
    await page.getByRole('button', { name: 'Save' }).first().waitFor();
    expect(await page.getByLabel(label).count()).toBe(0);
    await page.context().close();
  });
});
