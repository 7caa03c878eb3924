import { beforeAll, describe, expect, it } from 'vitest';
import { pdfDocument } from '../factories/documents';
import { graphql, graphqlUpload, registerVendorOverApi, signInOverApi } from '../setup/e2e-api';
import { look, open, signIn, type Session as Person } from '../setup/e2e-page';
import { baseUrl } from '../setup/e2e-lane';

const password = 'golden hour vows';
const stamp = Date.now();

type Listing = { id: number; name: string; path: string };

/** A vendor who claimed `owned` (approved) and `claimed` (still open), with a couple's wishlist add and enquiry on the first. */
let vendor: Person & { email: string };
/** A vendor with nothing yet. */
let newcomer: Person;
let admin: Person;
let owned: Listing;
let claimed: Listing;
/** The vendor's registration document. */
let documentId: string;

/** Listings nobody owns, from the last ids down (other journeys take the first ones). */
async function unclaimedListings(count: number): Promise<Listing[]> {
  const found: Listing[] = [];
  for (let id = 120; id > 0 && found.length < count; id--) {
    const { data } = await graphql<{ services: (Listing & { status: string | null }) | null }>('query ($id: Int!) { services(id: $id) { id name path status } }', { id });
    if (data.services?.status === 'unclaimed') found.push(data.services);
  }
  expect(found).toHaveLength(count);
  return found;
}

type VendorProfile = { claims: { id: string; serviceId: string }[]; documents: { id: string }[] };

async function vendorProfile(person: Person): Promise<VendorProfile> {
  const { data } = await graphql<{ vendorProfile: VendorProfile }>('query ($id: ID!) { vendorProfile(userId: $id) { claims { id serviceId } documents { id } } }', { id: person.id }, person.cookie);
  return data.vendorProfile;
}

/** Where a signed-in person's request for `path` is sent, without following it. */
async function redirectOf(path: string, person: Person | null): Promise<string | null> {
  const response = await fetch(`${baseUrl}${path}`, { redirect: 'manual', headers: person ? { Cookie: person.cookie } : {} });
  return response.headers.get('location');
}

beforeAll(async () => {
  [owned, claimed] = await unclaimedListings(2);
  admin = await signInOverApi('admin@example.com');
  const email = `quill.${stamp}@example.com`;
  vendor = { email, ...(await registerVendorOverApi({ email, password, businessName: 'Quill & Co Photography', serviceId: owned.id })) };
  const registered = await vendorProfile(vendor);
  documentId = registered.documents[0].id;
  await graphql('mutation ($id: ID!) { approveServiceClaim(id: $id) { id } }', { id: registered.claims[0].id }, admin.cookie);
  await graphqlUpload(
    'mutation ($serviceId: ID!, $files: [File!]) { claimService(serviceId: $serviceId, note: "Our studio since 2019", files: $files) }',
    { serviceId: String(claimed.id), files: [null] },
    { 'files.0': pdfDocument('invoice.pdf') },
    vendor.cookie,
  );
  const couple = await signInOverApi('couple@example.com');
  await graphql('mutation ($id: Int!) { wishlistAddService(id: $id) { id } }', { id: owned.id }, couple.cookie);
  const enquiry = await fetch(`${baseUrl}/api/twilio/start-conversation-with-message`, {
    method: 'POST',
    headers: { Cookie: couple.cookie, 'Content-Type': 'application/json' },
    body: JSON.stringify({ message: 'Hello! Are you free on 14 March 2027?', service_id: owned.id }),
  });
  expect(enquiry.status).toBe(200);
  newcomer = await registerVendorOverApi({ email: `rival.${stamp}@example.com`, password, businessName: 'Rival Studio' });
});

describe('vendor dashboard', () => {
  it('sends visitors to the vendor sign-in and back, couples home, and lets administrators look at a vendor’s', async () => {
    const page = await open('/vendors/dashboard');
    expect(page.url()).toBe(`${baseUrl}/vendors/login?redirectTo=/vendors/dashboard`);
    await signIn(page, vendor.email, password);
    await page.waitForURL(`${baseUrl}/vendors/dashboard`);
    await page.getByRole('heading', { name: 'Quill & Co Photography', level: 1 }).waitFor();
    await page.context().close();

    const couple = await signInOverApi('couple@example.com');
    expect(await redirectOf('/vendors/dashboard', couple)).toBe('/');
    expect(await redirectOf('/vendors/profile', couple)).toBe('/profile');
    expect(await redirectOf('/vendors/dashboard', null)).toBe('/vendors/login?redirectTo=/vendors/dashboard');
    expect(await redirectOf('/vendors/dashboard', admin)).toBe('/admin');

    const adminPage = await open(`/vendors/dashboard?vendorId=${vendor.id}`, { signedInAs: admin });
    await adminPage.getByRole('heading', { name: 'Quill & Co Photography', level: 1 }).waitFor();
    await adminPage.getByText('A vendor’s dashboard, as administrators see it').waitFor();
    await adminPage.context().close();
  });

  it('shows a new vendor how to start', async () => {
    for (const width of [1330, 390]) {
      const page = await open('/vendors/dashboard', { width, signedInAs: newcomer });
      await page.getByRole('heading', { name: 'Rival Studio', level: 1 }).waitFor();
      expect(await page.getByRole('link', { name: 'Create your first listing' }).getAttribute('href')).toBe('/vendors/services/create');
      await page.getByText('Not verified yet').waitFor();
      expect(await page.getByRole('link', { name: 'Add documents in your profile.' }).getAttribute('href')).toBe('/vendors/profile#documents');
      expect(await page.getByRole('heading', { name: 'Leads' }).count()).toBe(0);
      expect(await page.getByRole('heading', { name: 'Time left to subscribe' }).count()).toBe(0);
      // No axe violation, nothing scrolling sideways, the screenshot.
      await look(page, 'vendor-dashboard-new', { widths: [width] });
      await page.context().close();
    }
  });

  it('shows the listings with their links, the leads and the results, at 1330 and 390 px', async () => {
    for (const width of [1330, 390]) {
      const page = await open('/vendors/dashboard', { width, signedInAs: vendor });
      await page.getByRole('heading', { name: 'Quill & Co Photography', level: 1 }).waitFor();
      await page.getByText('Not verified yet').waitFor();

      // The table on wide screens, cards on phones: one of them shows.
      const listings = width === 1330 ? page.getByRole('table', { name: 'Your listings' }) : page.getByRole('region', { name: 'Listings' }).getByRole('listitem').filter({ has: page.getByRole('heading', { level: 3 }) });
      const row = (name: string) => (width === 1330 ? listings.getByRole('row', { name: new RegExp(name) }) : listings.filter({ hasText: name }));
      await row(owned.name).getByText('Published').waitFor();
      await row(claimed.name).getByText('Claim pending').waitFor();
      expect(await row(owned.name).getByRole('link', { name: `View ${owned.name}` }).getAttribute('href')).toBe(owned.path);
      expect(await row(owned.name).getByRole('link', { name: `Edit ${owned.name}` }).getAttribute('href')).toBe(`/vendors/services/${owned.id}/details`);
      expect(await row(owned.name).getByRole('link', { name: `Availability ${owned.name}` }).getAttribute('href')).toBe(`/vendors/services/${owned.id}/availability`);
      expect(await row(owned.name).getByRole('link', { name: `Messages about ${owned.name}` }).getAttribute('href')).toBe('/messages');
      expect(await row(claimed.name).getByRole('link', { name: /^Edit/ }).count()).toBe(0);

      // The approved claim's 30 days to subscribe, said plainly with where to choose a plan.
      const trials = page.getByRole('region', { name: 'Time left to subscribe' });
      const notice = trials.getByRole('listitem').filter({ hasText: owned.name });
      await expect.poll(() => notice.textContent()).toMatch(/^Subscribe by \d+ \w+ \d{4} to keep /);
      expect(await notice.textContent()).toContain(`to keep ${owned.name} listed (30 days left). Choose a plan`);
      expect(await notice.getByRole('link', { name: owned.name }).getAttribute('href')).toBe(owned.path);
      expect(await trials.getByRole('link', { name: 'Choose a plan' }).getAttribute('href')).toMatch(/^\/pricing\?category=\w+$/);

      // Leads: the couple's enquiry is new and unread; nothing to time yet.
      const leads = page.getByRole('region', { name: 'Leads' }).getByRole('article', { name: owned.name });
      await expect.poll(() => leads.textContent()).toMatch(/Enquiries1new/);
      expect(await leads.getByRole('link', { name: `Conversation to read about ${owned.name}` }).getAttribute('href')).toBe('/messages');
      await leads.getByText('No enquiry to time yet').waitFor();
      await leads.getByText('Reply to enquiries within a day, and couples see “Usually replies within a day” on this listing.').waitFor();

      // Results: the wishlist add and the enquiry against none before; the chart says what it shows.
      const results = page.getByRole('region', { name: 'Results' }).getByRole('article', { name: owned.name });
      await expect.poll(() => results.textContent()).toMatch(/Wishlist adds1new/);
      expect(await results.getByRole('img').getAttribute('aria-label')).toMatch(new RegExp(`^Views per day of ${owned.name}, \\d+ \\w+ to \\d+ \\w+: `));
      expect(await results.getByRole('table').getByRole('row').count()).toBe(31);
      // Figures start when a claim is approved: the claimed listing has none.
      expect(await page.getByRole('region', { name: 'Results' }).getByRole('article', { name: claimed.name }).count()).toBe(0);

      // No axe violation, nothing scrolling sideways, the screenshot.
      await look(page, 'vendor-dashboard', { widths: [width] });
      await page.context().close();
    }
  });
});

describe('vendor profile', () => {
  it('saves the business, adds and removes documents, keeps the business name in chat, and passes axe', async () => {
    const page = await open('/vendors/profile', { signedInAs: vendor });
    await page.getByRole('heading', { name: 'Quill & Co Photography', level: 1 }).waitFor();
    const business = page.getByRole('form', { name: 'Business details' });
    expect(await business.getByLabel('Business name').inputValue()).toBe('Quill & Co Photography');
    await business.getByText('Couples see this name in chat and on your listings.').waitFor();
    expect(await business.getByLabel('Phone', { exact: true }).inputValue()).toBe('+61 412 345 678');
    expect(await business.getByLabel('Phone country').inputValue()).toBe('AU');
    expect(await business.getByLabel('ABN or NZBN').inputValue()).toBe('53 004 085 616');

    // Spec §5's messages, then a save: the heading and the header's name follow.
    await business.getByLabel('Business name').fill('');
    await business.getByRole('button', { name: 'Save business details' }).click();
    await business.getByRole('alert').getByText('Business name is required').waitFor();
    await business.getByLabel('Business name').fill('Quill & Co Studio');
    await business.getByRole('button', { name: 'Save business details' }).click();
    await business.getByRole('status').getByText('Business Details Saved Successfully!').waitFor();
    await page.getByRole('heading', { name: 'Quill & Co Studio', level: 1 }).waitFor();
    await page.getByRole('navigation', { name: 'Account' }).getByRole('link', { name: 'Quill & Co Studio' }).waitFor();

    // Contact info keeps the business name as the nickname couples see.
    const contact = page.getByRole('form', { name: 'Contact Info' });
    expect(await contact.getByLabel('Nickname').count()).toBe(0);
    await contact.getByLabel('Last name').fill('Quill-Hart');
    await contact.getByRole('button', { name: 'Save' }).click();
    await contact.getByRole('status').getByText('Contact Information Saved Successfully!').waitFor();
    await page.reload();
    await page.getByRole('navigation', { name: 'Account' }).getByRole('link', { name: 'Quill & Co Studio' }).waitFor();

    // A document with a name past ASCII: listed, downloaded under its name, removed.
    const documents = page.getByRole('region', { name: 'Verification documents' });
    await documents.getByRole('link', { name: 'abn-registration.pdf' }).waitFor();
    await documents.getByLabel('Add documents').setInputFiles({ name: 'Licence façade (2024).pdf', mimeType: 'application/pdf', buffer: Buffer.from(await pdfDocument('x.pdf').arrayBuffer()) });
    await documents.getByRole('button', { name: 'Upload documents' }).click();
    await documents.getByRole('status').getByText('Documents added: our administrators will look at them.').waitFor();
    const added = documents.getByRole('link', { name: 'Licence façade (2024).pdf' });
    const download = await fetch(`${baseUrl}${await added.getAttribute('href')}`, { headers: { Cookie: vendor.cookie } });
    expect(download.headers.get('content-disposition')).toBe(`attachment; filename="Licence fa_ade (2024).pdf"; filename*=UTF-8''Licence%20fa%C3%A7ade%20%282024%29.pdf`);
    await documents.getByRole('button', { name: 'Remove Licence façade (2024).pdf' }).click();
    await documents.getByRole('status').getByText('Document removed.').waitFor();
    await added.waitFor({ state: 'detached' });

    await page.getByRole('form', { name: 'Password' }).waitFor();
    await page.getByRole('form', { name: 'Notifications' }).waitFor();
    // No axe violation and nothing scrolling sideways at 1330 and 390 px, the screenshots.
    await look(page, 'vendor-profile');
    await page.context().close();
  });

  it('answers a document to its vendor and administrators only', async () => {
    const path = `/vendors/documents/${documentId}`;
    for (const person of [vendor, admin]) {
      const response = await fetch(`${baseUrl}${path}`, { headers: { Cookie: person.cookie } });
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('application/pdf');
      expect(response.headers.get('content-disposition')).toBe(`attachment; filename="abn-registration.pdf"; filename*=UTF-8''abn-registration.pdf`);
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('cache-control')).toBe('private, no-store');
      expect(Buffer.from(await response.arrayBuffer()).subarray(0, 5).toString()).toBe('%PDF-');
    }
    // Another vendor and a couple learn nothing of it, not even that it exists.
    for (const person of [newcomer, await signInOverApi('couple@example.com')]) {
      const response = await fetch(`${baseUrl}${path}`, { headers: { Cookie: person.cookie } });
      expect(response.status).toBe(404);
      expect(response.headers.get('cache-control')).toBe('private, no-store');
    }
    expect(await redirectOf(path, null)).toBe(`/vendors/login?redirectTo=${encodeURIComponent(path).replaceAll('%2F', '/')}`);
  });

  it('shows what verification means, and keeps the checked number and documents as they are', async () => {
    await graphql('mutation ($id: ID!) { verifyVendor(userId: $id, verified: true, note: "ABN Lookup and invoice checked") }', { id: vendor.id }, admin.cookie);
    const page = await open('/vendors/dashboard', { signedInAs: vendor });
    await page.getByText('Verified', { exact: true }).waitFor();
    await page.getByText('Your ABN or NZBN passed its check digits and a person on our team looked at your documents.', { exact: false }).waitFor();
    await look(page, 'vendor-dashboard-verified', { widths: [1330] });
    await page.context().close();

    const phone = await open('/vendors/profile', { width: 390, signedInAs: vendor });
    const business = phone.getByRole('form', { name: 'Business details' });
    expect(await business.getByLabel('ABN or NZBN').getAttribute('readonly')).not.toBeNull();
    expect(await business.getByLabel('Business country').isDisabled()).toBe(true);
    await business.getByRole('button', { name: 'Save business details' }).click();
    await business.getByRole('status').getByText('Business Details Saved Successfully!').waitFor();
    const documents = phone.getByRole('region', { name: 'Verification documents' });
    await documents.getByText('Your business is verified: its documents stay as they were checked.').waitFor();
    expect(await documents.getByRole('button', { name: /^Remove/ }).count()).toBe(0);
    expect(await documents.getByLabel('Add documents').count()).toBe(0);
    await look(phone, 'vendor-profile-verified', { widths: [390] });
    await phone.context().close();
  });
});
