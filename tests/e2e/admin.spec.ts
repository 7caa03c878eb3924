import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { accessibilityViolations } from '../setup/browser';
import { graphql, signInOverApi } from '../setup/e2e-api';
import { look, open, signIn, type Session } from '../setup/e2e-page';
import { waitForMail } from '../setup/outbox';
import { baseUrl, outboxDir } from '../setup/e2e-lane';

let admin: Session;

beforeAll(async () => {
  admin = await signInOverApi('admin@example.com');
});

/** The audit log's rows for an action, as the page shows them. */
async function auditRows(page: Page, action: string) {
  await page.goto(`${baseUrl}/admin/audit?action=${encodeURIComponent(action)}`);
  return page.getByRole('region', { name: 'Audit log' }).getByRole('row').filter({ hasText: action });
}

describe('the admin area', () => {
  it('refuses a couple and a vendor at /admin and at /users/{id}/edit, and sends a visitor to sign in', async () => {
    for (const email of ['couple@example.com', 'vendor@example.com']) {
      const { cookie } = await signInOverApi(email);
      for (const path of ['/admin', `/users/${admin.id}/edit`, '/admin/users', '/admin/audit']) {
        const response = await fetch(`${baseUrl}${path}`, { headers: { Cookie: cookie } });
        expect(response.status, `${email} at ${path}`).toBe(403);
        expect(await response.text()).toContain('This page is for administrators.');
      }
    }
    const visitor = await fetch(`${baseUrl}/admin/users`, { redirect: 'manual' });
    expect(visitor.status).toBe(302);
    expect(visitor.headers.get('location')).toBe('/login?redirectTo=/admin/users');
    const page = await open('/admin', { signedInAs: 'couple@example.com' });
    await page.getByRole('heading', { name: 'Not allowed' }).waitFor();
    expect(await accessibilityViolations(page)).toEqual([]);
    await page.context().close();
  });

  it('answers a form naming no known intent with 400, never a server error (what every object inherits included)', async () => {
    const vendor = await signInOverApi('vendor@example.com');
    const forms: [string, string][] = [
      [`/users/${admin.id}/edit`, admin.cookie],
      ['/admin/listings', admin.cookie],
      ['/admin/billing', admin.cookie],
      ['/admin/settings', admin.cookie],
      ['/vendors/billing', vendor.cookie],
    ];
    for (const [path, cookie] of forms) {
      for (const intent of ['hasOwnProperty', 'constructor', '__proto__', 'toString', 'valueOf', 'unknown']) {
        const response = await fetch(`${baseUrl}${path}`, { method: 'POST', headers: { Cookie: cookie, 'Content-Type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams({ intent, id: '1' }) });
        expect(response.status, `${path} ${intent}`).toBe(400);
      }
    }
  });

  it('shows the dashboard, the users table with filters in the URL, and the audit log', async () => {
    const page = await open('/admin', { signedInAs: admin });
    await page.getByRole('heading', { name: 'Work waiting' }).waitFor();
    // The last 30 days day by day: a chart per figure, its figures in a table for screen readers.
    for (const name of ['Sign-ups per day', 'Enquiries per day', 'New subscriptions per day', 'Payments received (AUD) per day']) {
      expect(await page.getByRole('img', { name: new RegExp(`^${name.replace(/[()]/g, '\\$&')}, `) }).count(), name).toBe(1);
      expect(await page.getByRole('table', { name }).getByRole('row').count(), name).toBe(31);
    }
    await look(page, 'admin-dashboard');

    await page.getByRole('navigation', { name: 'Administration' }).getByRole('link', { name: 'Users' }).click();
    await page.getByRole('heading', { name: 'Users', level: 1 }).waitFor();
    await page.getByLabel('Name or e-mail').fill('example.com');
    await page.getByLabel('Role').selectOption('vendor');
    await page.getByRole('button', { name: 'Filter' }).click();
    await expect.poll(() => new URL(page.url()).search).toBe('?q=example.com&role=vendor');
    const table = page.getByRole('region', { name: 'Users' });
    await table.getByRole('link', { name: 'E-mail' }).click();
    await expect.poll(() => new URL(page.url()).search).toBe('?q=example.com&role=vendor&sort=email&dir=asc');
    await expect.poll(() => table.getByRole('columnheader', { name: 'E-mail' }).getAttribute('aria-sort')).toBe('ascending');
    // The demo's two vendor accounts, sorted by e-mail (vendors other specs registered may be listed too).
    const demoVendorRows = async () =>
      (await table.getByRole('row').allTextContents()).flatMap((row) => (row.includes('vendor2@example.com') ? ['vendor2'] : row.includes('vendor@example.com') ? ['vendor'] : []));
    await expect.poll(demoVendorRows).toEqual(['vendor2', 'vendor']);
    await look(page, 'admin-users');
    await page.context().close();
  });

  it('approves a claim and a verification; the vendors are e-mailed', async () => {
    const page = await open('/admin/claims', { signedInAs: admin });
    const claim = page.getByRole('article').first();
    await claim.waitFor();
    await look(page, 'admin-claims');
    const listing = (await claim.getByRole('heading').textContent())!;
    // Found by its business, in the URL.
    await page.getByLabel('Listing, business, name or e-mail').fill('Ironbark');
    await page.getByRole('button', { name: 'Filter' }).click();
    await expect.poll(() => new URL(page.url()).search).toBe('?q=Ironbark');
    const since = new Date();
    await page.getByRole('article', { name: listing }).getByRole('button', { name: 'Approve' }).click();
    await page.getByText('No claim matches this search.').waitFor();
    expect((await waitForMail(outboxDir, 'vendor2@example.com', { since })).subject).toBe(`Your claim of ${listing} was approved`);
    // Decided claims stay in view under their state.
    await page.getByRole('navigation', { name: 'Claim state' }).getByRole('link', { name: 'Approved' }).click();
    await page.getByRole('article', { name: listing }).getByText(/^Approved /).waitFor();
    await look(page, 'admin-claims-approved');

    await page.goto(`${baseUrl}/admin/vendors`);
    const vendor = page.getByRole('article', { name: 'Ironbark Lane Cakes' });
    await vendor.getByText('ABN check digits are valid').waitFor();
    await look(page, 'admin-vendors');
    // The queue is what the dashboard counts: businesses waiting with documents.
    await page.getByRole('navigation', { name: 'Administration' }).getByRole('link', { name: 'Dashboard' }).click();
    const waiting = Number(await page.getByRole('link', { name: 'Vendors to verify' }).locator('xpath=..').locator('span').first().textContent());
    await page.getByRole('link', { name: 'Vendors to verify' }).click();
    await vendor.waitFor();
    await expect.poll(() => page.getByRole('article').count()).toBe(waiting);
    await vendor.getByRole('button', { name: 'Approve' }).click();
    await vendor.waitFor({ state: 'detached' });
    // Other specs' new vendors may be waiting too: the queue is one shorter.
    if (waiting === 1) await page.getByText('No business is waiting to be verified.').waitFor();
    else await expect.poll(() => page.getByRole('article').count()).toBe(waiting - 1);
    expect((await waitForMail(outboxDir, 'vendor2@example.com', { since: new Date(since.getTime() + 1) })).subject).toBe('Your business is verified on Ever After');

    const approved = (await auditRows(page, 'service_claim.approve')).first();
    expect(await approved.textContent()).toMatch(/"status": "open"[\s\S]*"status": "approved"/);
    expect(await approved.textContent()).toContain(`"serviceOwnerId": ${(await signInOverApi('vendor2@example.com')).id}`);
    const verified = (await auditRows(page, 'vendor.verify')).first();
    expect(await verified.textContent()).toContain('"verified": false');
    expect(await verified.textContent()).toContain('"verified": true');
    await page.context().close();
  });

  it('suspends a couple, whose open session ends and who cannot sign in, then reinstates them', async () => {
    const couple = await signInOverApi('couple2@example.com');
    const page = await open(`/users/${couple.id}/edit`, { signedInAs: admin });
    await page.getByRole('heading', { name: 'Access' }).waitFor();
    await look(page, 'admin-user-edit');
    page.once('dialog', (dialog) => void dialog.accept());
    await page.getByLabel('Reason for the suspension').fill('Sent abusive messages to vendors');
    await page.getByRole('button', { name: 'Suspend' }).click();
    await page.getByText('The account is suspended.').waitFor();
    await page.getByText('Sent abusive messages to vendors').waitFor();

    // The open session has ended, and signing in again is refused.
    const { data } = await graphql<{ viewer: null }>('{ viewer { id } }', {}, couple.cookie);
    expect(data.viewer).toBeNull();
    const login = await open('/login');
    await signIn(login, 'couple2@example.com');
    await login.getByText('This account is suspended. Contact us if you think this is a mistake.').waitFor();
    await login.context().close();

    await page.getByRole('button', { name: 'Reinstate' }).click();
    await page.getByText('The account is reinstated.').waitFor();
    expect((await signInOverApi('couple2@example.com')).id).toBe(couple.id);

    const rows = await auditRows(page, 'user.');
    expect(await rows.filter({ hasText: 'user.suspend' }).first().textContent()).toContain('Sent abusive messages to vendors');
    expect(await rows.filter({ hasText: 'user.reinstate' }).first().textContent()).toContain('"suspended": false');
    await look(page, 'admin-audit');
    await page.context().close();
  });

  it('edits and publishes a blog post with a live preview; /blog shows it at once', async () => {
    const page = await open('/admin/content', { signedInAs: admin });
    await page.getByRole('region', { name: 'Blog posts' }).waitFor();
    await look(page, 'admin-content');
    await page.getByRole('link', { name: 'New post' }).click();
    await page.getByRole('heading', { name: 'New post' }).waitFor();
    const title = `Garden vows at golden hour ${Date.now()}`;
    const slug = `garden-vows-${Date.now()}`;
    await page.getByLabel('Title').fill(title);
    await page.getByLabel('Slug').fill(slug);
    await page.getByLabel('Tags').fill('Ceremony, Gardens');
    await page.getByLabel('Featured image').setInputFiles({ name: 'garden.png', mimeType: 'image/png', buffer: await sharp({ create: { width: 600, height: 400, channels: 3, background: '#b5838d' } }).png().toBuffer() });
    await page.getByLabel('Text (markdown)').fill('## Why golden hour\n\nSoft light, **long shadows**.<script>alert(1)</script>');
    const preview = page.getByRole('region', { name: 'Preview' });
    await preview.getByRole('heading', { name: 'Why golden hour' }).waitFor();
    expect(await preview.locator('strong').textContent()).toBe('long shadows');
    expect(await preview.locator('script').count()).toBe(0);
    await page.getByRole('button', { name: 'Save draft' }).click();
    await page.getByText('Saved.').waitFor();
    expect(await page.getByRole('img', { name: 'The current featured image' }).getAttribute('src')).toMatch(/^\/images\/blog\/[0-9a-f]{32}\.webp$/);
    await look(page, 'admin-post-edit');

    // A draft is not on the blog; published, it is, at once.
    expect(await (await fetch(`${baseUrl}/blog`)).text()).not.toContain(title);
    await page.getByRole('button', { name: 'Publish' }).click();
    await page.getByText('The blog shows this post now.').waitFor();
    expect(await (await fetch(`${baseUrl}/blog`)).text()).toContain(title);
    const rows = await auditRows(page, 'blog_post.update');
    expect(await rows.first().textContent()).toMatch(/"status": "DRAFT"[\s\S]*"status": "PUBLISHED"/);

    // Unpublished, it leaves the blog at once (and the demo blog is as other specs expect it).
    await page.goto(`${baseUrl}/admin/content`);
    await page.getByRole('link', { name: title }).click();
    await page.getByRole('button', { name: 'Unpublish' }).click();
    await page.getByRole('button', { name: 'Publish', exact: true }).waitFor();
    expect(await (await fetch(`${baseUrl}/blog`)).text()).not.toContain(title);
    await page.context().close();
  });

  it('edits a static page in markdown with a preview, and refuses a new page whose address is taken', async () => {
    const page = await open('/admin/content', { signedInAs: admin });
    await page.getByRole('region', { name: 'Pages', exact: true }).getByRole('link', { name: 'Terms And Conditions' }).click();
    await page.getByRole('heading', { name: 'Terms And Conditions', level: 1 }).waitFor();
    await page.getByRole('region', { name: 'Preview' }).getByText('These terms apply to everyone').first().waitFor();
    await look(page, 'admin-page-edit');

    await page.goto(`${baseUrl}/admin/content`);
    await page.getByRole('link', { name: 'New page' }).click();
    await page.getByRole('heading', { name: 'New page', level: 1 }).waitFor();
    await page.getByLabel('Title').fill('Our terms, again');
    await page.getByLabel('Slug').fill('terms');
    await page.getByLabel('Text (markdown)').fill('Nothing here should replace the terms.');
    await page.getByRole('button', { name: 'Save draft' }).click();
    await page.getByText('Another page has this slug.').first().waitFor();
    expect(new URL(page.url()).pathname).toBe('/admin/content/new-page');
    await look(page, 'admin-page-new');
    expect(await (await fetch(`${baseUrl}/pages/terms/`)).text()).not.toContain('Nothing here should replace the terms.');
    await page.context().close();
  });

  it('turns maintenance mode on (a visitor gets the maintenance page) and off', async () => {
    const page = await open('/admin/settings', { signedInAs: admin });
    const maintenance = page.getByRole('region', { name: 'Maintenance mode' });
    await maintenance.waitFor();
    // A secret is never sent back to the page: only whether it is set.
    await page.getByRole('region', { name: 'Content service read token' }).getByText('Not set').waitFor();
    await look(page, 'admin-settings');
    page.once('dialog', (dialog) => void dialog.accept());
    await maintenance.getByRole('button', { name: 'Turn maintenance on' }).click();
    await page.getByText('Maintenance mode is on: visitors see the maintenance page.').waitFor();
    await expect.poll(async () => (await fetch(baseUrl)).status).toBe(503);
    const visitor = await open('/');
    await visitor.getByText('We\'ll be back shortly').first().waitFor();
    await visitor.context().close();

    page.once('dialog', (dialog) => void dialog.accept());
    await maintenance.getByRole('button', { name: 'Turn maintenance off' }).click();
    await page.getByText('Maintenance mode is off.').waitFor();
    await expect.poll(async () => (await fetch(baseUrl)).status).toBe(200);

    const rows = await auditRows(page, 'setting.update');
    expect(await rows.nth(1).textContent()).toMatch(/"value": false[\s\S]*"value": true/);
    expect(await rows.nth(0).textContent()).toMatch(/"value": true[\s\S]*"value": false/);
    await page.context().close();
  });

  it('lists error reports with their request id and marks one resolved', async () => {
    const probe = await fetch(`${baseUrl}/error-probe`);
    expect(probe.status).toBe(500);
    const page = await open('/admin/errors', { signedInAs: admin });
    await page.getByLabel('Request id, path or message').fill('/error-probe');
    await page.getByRole('button', { name: 'Filter' }).click();
    await expect.poll(() => new URL(page.url()).search).toBe('?q=%2Ferror-probe');
    const report = page.getByRole('article').filter({ hasText: '/error-probe' }).first();
    await report.waitFor();
    // The URL changes before the filtered list arrives.
    await expect.poll(() => page.getByRole('article').filter({ hasNotText: '/error-probe' }).count()).toBe(0);
    // Found by its request id too.
    const requestId = (await report.locator('code').first().textContent())!;
    await page.goto(`${baseUrl}/admin/errors?q=${requestId}`);
    // By its id from here: other specs on this server may have left more /error-probe reports.
    const reported = page.getByRole('article').filter({ hasText: requestId });
    await reported.waitFor();
    expect(await page.getByRole('article').count()).toBe(1);
    await look(page, 'admin-errors');
    await reported.getByRole('button', { name: 'Mark resolved' }).click();
    await reported.waitFor({ state: 'detached' });
    await page.getByRole('link', { name: 'Resolved' }).click();
    await page.getByRole('article').filter({ hasText: requestId }).getByRole('button', { name: 'Open again' }).waitFor();
    expect(await (await auditRows(page, 'error_report.resolve')).count()).toBe(1);
    await page.context().close();
  });

  it('shows the messages inbox, the mailing list and the spam-marked senders, each with its search in the URL', async () => {
    const page = await open('/admin/messages', { signedInAs: admin });
    // The demo's: a couple's message, and a conversation vendor2 marked as spam (counts, no words).
    const message = page.getByRole('article').filter({ hasText: 'compare their packages' });
    await message.waitFor();
    await page.getByLabel('Name, e-mail or words').fill('compare their packages');
    await page.getByRole('button', { name: 'Filter' }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get('q')).toBe('compare their packages');
    // The URL changes before the filtered list arrives.
    await expect.poll(() => page.getByRole('article').count()).toBe(1);
    await message.waitFor();
    await look(page, 'admin-messages');
    await message.getByRole('button', { name: 'Mark as handled' }).click();
    await message.waitFor({ state: 'detached' });
    await page.getByRole('link', { name: 'Handled' }).click();
    await page.getByRole('article').filter({ hasText: 'compare their packages' }).waitFor();

    await page.getByRole('navigation', { name: 'Messages' }).getByRole('link', { name: 'Mailing list' }).click();
    await page.getByRole('heading', { name: 'Mailing list', level: 1 }).waitFor();
    const subscribers = page.getByRole('region', { name: 'Confirmed subscribers' });
    await subscribers.getByRole('link', { name: 'E-mail' }).click();
    await expect.poll(() => subscribers.getByRole('columnheader', { name: 'E-mail' }).getAttribute('aria-sort')).toBe('ascending');
    await look(page, 'admin-messages-subscribers');

    await page.getByRole('navigation', { name: 'Messages' }).getByRole('link', { name: 'Marked as spam' }).click();
    const spam = page.getByRole('region', { name: 'Senders marked as spam' }).getByRole('row').filter({ hasText: 'couple2@example.com' });
    await spam.getByRole('button', { name: 'Suspend' }).waitFor();
    expect(await spam.getByRole('cell', { name: 'Active', exact: true }).count()).toBe(1);
    expect(await page.getByText('Best prices on wedding favours').count()).toBe(0);
    await look(page, 'admin-messages-spam');
    await page.context().close();
  });

  it('lists the bookings by state with their GST, sorted in the URL, to administrators only', async () => {
    for (const email of ['couple@example.com', 'vendor@example.com']) {
      const { cookie } = await signInOverApi(email);
      const response = await fetch(`${baseUrl}/admin/bookings`, { headers: { Cookie: cookie } });
      expect(response.status, email).toBe(403);
      expect(await response.text()).toContain('This page is for administrators.');
    }
    const refused = await open('/admin/bookings', { signedInAs: 'couple@example.com' });
    await refused.getByRole('heading', { name: 'Not allowed' }).waitFor();
    expect(await refused.getByRole('region', { name: 'Bookings' }).count()).toBe(0);
    await refused.context().close();

    const page = await open('/admin', { signedInAs: admin });
    await page.getByRole('navigation', { name: 'Administration' }).getByRole('link', { name: 'Bookings' }).click();
    await page.getByRole('heading', { name: 'Bookings', level: 1 }).waitFor();
    await page.getByRole('navigation', { name: 'Booking state' }).getByRole('link', { name: 'Booked' }).click();
    await expect.poll(() => new URL(page.url()).search).toBe('?status=booked');
    const table = page.getByRole('region', { name: 'Bookings' });
    // The demo couple's confirmed booking of the demo vendor's venue: its total with the GST it includes, the deposit received.
    const demo = table.getByRole('row').filter({ hasText: 'couple@example.com' }).filter({ hasText: 'vendor@example.com' });
    await demo.first().waitFor();
    expect(await demo.first().textContent()).toMatch(/Booked.*\$[\d,]+\.\d\dincl\. GST \(10%\) \$[\d,]+\.\d\dDeposit \$[\d,]+\.\d\d \(received\)/);
    const statuses = await table.getByRole('row').locator('td:nth-child(2)').allTextContents();
    expect(statuses.length).toBeGreaterThan(0);
    expect(new Set(statuses)).toEqual(new Set(['Booked']));
    await page.getByRole('navigation', { name: 'Pages of bookings' }).getByText(/^Page 1 of 1 · \d+ bookings?$/).waitFor();
    await table.getByRole('link', { name: 'Wedding day' }).click();
    await expect.poll(() => new URL(page.url()).search).toBe('?status=booked&sort=date&dir=asc');
    await expect.poll(() => table.getByRole('columnheader', { name: 'Wedding day' }).getAttribute('aria-sort')).toBe('ascending');
    await look(page, 'admin-bookings');
    await page.context().close();
  });

  it('lists the outbox and reads a message', async () => {
    const page = await open('/admin/email', { signedInAs: admin });
    const table = page.getByRole('region', { name: 'Outbox' });
    // The demo's own mail is there from the start: the verification of vendor@example.com's business, found by its subject.
    await page.getByLabel('Recipient or subject').fill('Your business is verified');
    await page.getByRole('button', { name: 'Filter' }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get('q')).toBe('Your business is verified');
    await table.getByRole('link', { name: 'Sent' }).click();
    await expect.poll(() => table.getByRole('columnheader', { name: 'Sent' }).getAttribute('aria-sort')).toBe('ascending');
    const row = table.getByRole('row').filter({ hasText: 'vendor@example.com' }).filter({ hasText: 'Your business is verified on Ever After' }).first();
    await row.getByRole('link').click();
    await page.getByRole('heading', { name: 'Your business is verified on Ever After', level: 1 }).waitFor();
    await page.getByText('To vendor@example.com').waitFor();
    await page.getByRole('region', { name: 'Links' }).getByRole('link').first().waitFor();
    await look(page, 'admin-email-message');
    await page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'E-mail' }).click();
    await table.waitFor();
    await look(page, 'admin-email');
    await page.context().close();
  });

  it('hides a listing with a reason and shows it again', async () => {
    // vendor2@example.com's cake listing (its name is the demo catalog's), found by its owner.
    const vendor2 = await signInOverApi('vendor2@example.com');
    const page = await open(`/admin/listings?owner=${vendor2.id}&category=cakes`, { signedInAs: admin });
    const row = page.getByRole('region', { name: 'Listings' }).getByRole('row').filter({ hasText: 'Cakes' }).first();
    await row.waitFor();
    // Searched by its whole name, one listing: the pager says so in the singular.
    const name = (await row.getByRole('link').first().textContent())!;
    const one = await open(`/admin/listings?q=${encodeURIComponent(name)}`, { signedInAs: admin });
    await one.getByRole('navigation', { name: 'Pages of listings' }).getByText('Page 1 of 1 · 1 listing', { exact: true }).waitFor();
    await one.context().close();
    // Its owner by name and e-mail, and found by the e-mail as by the id.
    expect(await row.textContent()).toContain('vendor2@example.com');
    const listingPath = (await row.getByRole('link').first().getAttribute('href'))!;
    const byEmail = await open('/admin/listings?owner=VENDOR2%40example.com&category=cakes', { signedInAs: admin });
    expect(await byEmail.getByRole('region', { name: 'Listings' }).getByRole('row').filter({ hasText: 'Cakes' }).first().getByRole('link').first().getAttribute('href')).toBe(listingPath);
    await byEmail.context().close();
    expect((await fetch(`${baseUrl}${listingPath}`)).status).toBe(200);
    await look(page, 'admin-listings');
    await row.getByLabel('Reason').fill('Photos under review');
    await row.getByRole('button', { name: 'Hide' }).click();
    await row.getByText('Held: administrator').waitFor();
    await expect.poll(async () => (await fetch(`${baseUrl}${listingPath}`)).status).toBe(404);
    await row.getByRole('button', { name: 'Unhide' }).click();
    await page.getByText('The listing shows again').waitFor();
    await expect.poll(async () => (await fetch(`${baseUrl}${listingPath}`)).status).toBe(200);
    expect(await (await auditRows(page, 'service.hide')).first().textContent()).toContain('Photos under review');
    await page.context().close();
  });

  it('marks vendor2’s open invoice paid, shown in the audit log with before and after; shows subscriptions and the plans editor', async () => {
    const page = await open('/admin', { signedInAs: admin });
    // The demo vendors' subscriptions, by category and country, on the dashboard.
    const figures = page.getByRole('region', { name: /^Active subscriptions, monthly recurring revenue/ });
    expect(await figures.getByRole('row').filter({ hasText: 'Cakes' }).textContent()).toMatch(/^CakesAustralia1\$\d+\.\d{2}\$\d+\.\d{2}$/);
    const unpaid = page.getByRole('link', { name: 'Unpaid invoices' });
    await unpaid.click();
    await expect.poll(() => new URL(page.url()).search).toBe('?status=open');
    const row = page.getByRole('region', { name: 'Invoices' }).getByRole('row').filter({ hasText: 'Ironbark Lane Cakes' });
    await row.getByRole('cell', { name: 'Awaiting payment' }).waitFor();
    expect(await row.textContent()).toContain('Cakes');
    expect(await row.textContent()).toMatch(/incl\. GST \$\d+\.\d{2}/);
    const number = (await row.getByRole('link', { name: /^INV-/ }).textContent())!;
    await look(page, 'admin-billing');

    await row.getByRole('button', { name: 'Mark paid' }).click();
    // Said on the page: the row leaves the open invoices.
    await page.getByText(`${number} is paid: its subscription is active.`).first().waitFor();
    await row.waitFor({ state: 'detached' });
    await page.getByLabel('Status').selectOption('paid');
    await page.getByRole('button', { name: 'Filter' }).click();
    await page.getByRole('region', { name: 'Invoices' }).getByRole('row').filter({ hasText: number }).getByRole('cell', { name: 'Paid', exact: true }).waitFor();

    // The printable tax invoice opens from the table.
    await page.getByRole('link', { name: number }).click();
    await page.getByRole('heading', { name: 'Tax invoice', level: 1 }).waitFor();

    const audited = (await auditRows(page, 'invoice.paid')).first();
    expect(await audited.textContent()).toMatch(/"status": "open"[\s\S]*"status": "paid"/);

    await page.goto(`${baseUrl}/admin/billing/subscriptions`);
    await page.getByRole('region', { name: 'Subscriptions' }).getByRole('row').filter({ hasText: 'Ironbark Lane Cakes' }).getByText('Active').waitFor();
    await look(page, 'admin-billing-subscriptions');

    await page.getByRole('navigation', { name: 'Billing' }).getByRole('link', { name: 'Plans' }).click();
    await page.getByRole('heading', { name: /^Plans: / }).waitFor();
    await look(page, 'admin-billing-plans');
    // A refused price is said in the plan's own form; nothing is written.
    const plan = page.getByRole('list', { name: /^Plans of / }).getByRole('listitem').first();
    await plan.getByLabel(/^Price in/).fill('-5');
    await plan.getByRole('button', { name: 'Save' }).click();
    await plan.getByText('A price cannot be negative.').first().waitFor();
    await page.context().close();
  });
});
