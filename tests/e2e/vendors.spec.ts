import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { graphql, signInOverApi } from '../setup/e2e-api';
import { look, open } from '../setup/e2e-page';
import { waitForMail } from '../setup/outbox';
import { baseUrl, outboxDir } from '../setup/e2e-lane';


/** The journey waits for the bot check's proof of work: seconds, far longer on a busy machine. */
const journeyTimeout = 240_000;

/** An unclaimed listing of the demo catalog (spec §3: status 'unclaimed'), by its id. */
async function findUnclaimedListing(): Promise<{ id: number; name: string }> {
  for (let id = 1; id < 400; id++) {
    const { data } = await graphql<{ services: { name: string; status: string | null } | null }>('query ($id: Int!) { services(id: $id) { name status } }', { id });
    if (data.services?.status === 'unclaimed') return { id, name: data.services.name };
  }
  throw new Error('no unclaimed listing in the demo catalog');
}

async function fillVendorRegistration(page: Page, email: string) {
  await page.getByLabel('First name').fill('Mara');
  await page.getByLabel('Last name').fill('Quill');
  await page.getByLabel('Job title').fill('Owner');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('golden hour vows');
  await page.getByLabel('Confirm password').fill('golden hour vows');
  await page.getByLabel('Business name').fill('Quill & Co Photography');
  await page.getByLabel('Phone', { exact: true }).fill('+61 412 345 678');
  await page.getByLabel('Website (optional)').fill('quillphoto.com.au');
}

const pdf = { name: 'abn-registration.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n') };

describe('a vendor joins', () => {
  it(
    'registers (the phone prefix follows the country, a wrong ABN is refused), activates from the outbox, claims a listing an administrator approves, and answers a couple',
    async () => {
      const email = `mara.quill.${Date.now()}@example.com`;
      const page = await open('/vendors/register');
      expect(await page.title()).toBe('List Your Business - Ever After');

      // The phone's prefix follows the country picked (spec §5: AU +61 by default).
      const phone = page.getByLabel('Phone', { exact: true });
      expect(await phone.inputValue()).toBe('+61 ');
      await page.getByLabel('Phone country').selectOption('NZ');
      await expect.poll(() => phone.inputValue()).toBe('+64 ');
      await page.getByLabel('Phone country').selectOption('AU');
      await expect.poll(() => phone.inputValue()).toBe('+61 ');
      await look(page, 'vendor-journey-register');

      // A wrong ABN is refused by its check digits, on its field.
      await fillVendorRegistration(page, email);
      await page.getByLabel('ABN or NZBN').fill('53 004 085 617');
      await page.getByRole('button', { name: 'Sign Up' }).click();
      await page.getByRole('alert').getByText('This is not a valid ABN: check the digits').waitFor({ timeout: 120_000 });
      expect(await page.getByLabel('ABN or NZBN').getAttribute('aria-invalid')).toBe('true');
      await look(page, 'vendor-journey-register-errors');

      // A valid one passes: one click (the bot check is solved first), then /confirmation?type=1.
      await page.getByLabel('ABN or NZBN').fill('53 004 085 616');
      await page.getByLabel('Documents that show the business is yours').setInputFiles(pdf);
      const since = new Date();
      await page.getByRole('button', { name: 'Sign Up' }).click();
      await page.waitForURL(`${baseUrl}/confirmation?type=1`, { timeout: 120_000 });
      await page.getByText('Please check your email and confirm your email address.').waitFor();
      await look(page, 'vendor-journey-confirmation');

      // The e-mailed link activates the vendor, signs them in and lands on the dashboard.
      const mail = await waitForMail(outboxDir, email, { since });
      const link = new URL(mail.links.find((href) => href.includes('/email-activation/'))!);
      await page.goto(`${baseUrl}${link.pathname}`);
      await page.waitForURL(`${baseUrl}/vendors/dashboard`);
      await page.getByRole('link', { name: 'Create your first listing' }).waitFor();
      await look(page, 'vendor-journey-dashboard-empty');

      // Signed in, the claim link gives the short claim form.
      const listing = await findUnclaimedListing();
      await page.goto(`${baseUrl}/service/claim/vendors/register/${listing.id}`);
      await page.getByRole('heading', { name: 'Claim a Listing' }).waitFor();
      await page.getByLabel('Note for our administrators (optional)').fill('We have run this business since 2012.');
      await page.getByLabel('Documents that show the business is yours').setInputFiles(pdf);
      await look(page, 'vendor-journey-claim');
      await page.getByRole('button', { name: 'Send Claim' }).click();
      await page.getByText(`your claim of ${listing.name} is with our administrators`).waitFor();
      await page.goto(`${baseUrl}/vendors/dashboard`);
      await page.getByText('claim pending').first().waitFor();

      // An administrator approves the claim through GraphQL.
      const admin = await signInOverApi('admin@example.com');
      const vendor = await signInOverApi(email, baseUrl, 'golden hour vows');
      const { data: profile } = await graphql<{ vendorProfile: { claims: { id: string; serviceId: string; status: string }[] } }>(
        'query ($id: ID!) { vendorProfile(userId: $id) { claims { id serviceId status } } }',
        { id: vendor.id },
        admin.cookie,
      );
      const claim = profile.vendorProfile.claims.find((candidate) => Number(candidate.serviceId) === listing.id)!;
      expect(claim.status).toBe('open');
      const approvedAt = new Date();
      await graphql('mutation ($id: ID!) { approveServiceClaim(id: $id) { id } }', { id: claim.id }, admin.cookie);
      expect((await waitForMail(outboxDir, email, { since: approvedAt })).subject).toBe(`Your claim of ${listing.name} was approved`);

      // The listing is the vendor's: on the dashboard, and couples can message them.
      await page.goto(`${baseUrl}/vendors/dashboard`);
      await page.getByRole('link', { name: listing.name }).first().waitFor();
      await look(page, 'vendor-journey-dashboard');
      const couple = await signInOverApi('couple2@example.com');
      const started = await fetch(`${baseUrl}/api/twilio/start-conversation-with-message`, {
        method: 'POST',
        headers: { Cookie: couple.cookie, 'Content-Type': 'application/json', Origin: baseUrl },
        body: JSON.stringify({ service_id: listing.id, message: 'Hello! Is the 14th of March 2027 free?' }),
      });
      expect(started.status).toBe(200);

      await page.goto(`${baseUrl}/messages`);
      const conversation = page.getByRole('region', { name: 'Conversations' }).getByRole('button', { name: new RegExp(listing.name) });
      await conversation.first().click();
      await page.getByRole('log', { name: 'Messages' }).getByText('Is the 14th of March 2027 free?').waitFor();
      await page.getByPlaceholder('Type something to send').fill('Yes, it is free. Shall I send our packages?');
      await page.getByRole('button', { name: 'Send', exact: true }).click();
      await page.getByRole('log', { name: 'Messages' }).getByText('Shall I send our packages?').waitFor();
      await look(page, 'vendor-journey-messages');
    },
    journeyTimeout,
  );

  it('keeps a signed-in couple out of vendor registration and claims', async () => {
    const couple = await signInOverApi('couple@example.com');
    const response = await fetch(`${baseUrl}/vendors/register`, { headers: { Cookie: couple.cookie }, redirect: 'manual' });
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/');
    const claim = await fetch(`${baseUrl}/graphql`, {
      method: 'POST',
      headers: { Cookie: couple.cookie, 'Content-Type': 'application/json' },
      body: JSON.stringify({ query: 'mutation { claimService(serviceId: 1, evidence_email: "a@b.co") }' }),
    });
    const body = (await claim.json()) as { errors?: { extensions?: { code?: string } }[] };
    expect(body.errors?.[0].extensions?.code).toBe('FORBIDDEN');
  });
});
