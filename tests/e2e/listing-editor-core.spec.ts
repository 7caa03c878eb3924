import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { waitForHydration } from '../setup/browser';
import { graphql, signInOverApi } from '../setup/e2e-api';
import { nextMonthDay, picture } from '../setup/e2e-listing';
import { look, open, type Session as Person } from '../setup/e2e-page';
import { baseUrl } from '../setup/e2e-lane';

let vendor: Person;
let other: Person;
let couple: Person;
let listingId: number;

/** A form posted to a page's action as a browser would (same origin), with this session. */
const post = (path: string, fields: Record<string, string>, cookie: string) =>
  fetch(`${baseUrl}${path}`, { method: 'POST', body: new URLSearchParams(fields), headers: { Cookie: cookie, Origin: baseUrl }, redirect: 'manual' });

beforeAll(async () => {
  [vendor, other, couple] = await Promise.all([signInOverApi('vendor@example.com'), signInOverApi('vendor2@example.com'), signInOverApi('couple@example.com')]);
});

describe('the listing editor', () => {
  it('creates a venue draft through details, location and attributes, and review says a photo is missing', async () => {
    const page = await open('/vendors/services/create?category=venue', { signedInAs: vendor });
    await waitForHydration(page);
    await look(page, 'listing-editor-create');
    await page.getByLabel('Listing name').fill(`Sandstone Terrace ${Date.now()}`);
    // Enter submits with the form's first button, "Save and continue".
    await page.getByLabel('Listing name').press('Enter');
    await page.waitForURL(/\/vendors\/services\/\d+\/details$/);
    listingId = Number(/services\/(\d+)/.exec(page.url())![1]);
    await waitForHydration(page);
    await look(page, 'listing-editor-details');
    await page.getByLabel('Description').fill('A terrace above the vines.\n\nCeremonies at sunset.');
    await page.getByLabel('Website').fill('sandstone.example.com.au');
    await page.getByLabel('Website').press('Enter');
    await page.waitForURL(/\/location$/);
    await waitForHydration(page);
    await look(page, 'listing-editor-location');
    await page.getByRole('combobox', { name: 'Address' }).fill('12 Broke Rd, Pokolbin NSW 2320');
    await page.getByLabel('Latitude of the pin').fill('-32.78');
    await page.getByLabel('Longitude of the pin').fill('151.29');
    await page.getByLabel('Longitude of the pin').press('Enter');
    await page.waitForURL(/\/attributes$/);
    await waitForHydration(page);
    await look(page, 'listing-editor-attributes');
    await page.getByLabel(/Price per person from/).fill('140');
    for (const style of ['Garden', 'Vineyard']) await page.getByRole('checkbox', { name: style }).check();
    await page.getByLabel(/Price per person from/).press('Enter');
    // Saved, it goes on to the photos step (the other editor work's route).
    await page.waitForURL((url) => !url.pathname.endsWith('/attributes'));
    // Photos belong to the other step's routes: go straight to the review.
    await page.goto(`${baseUrl}/vendors/services/${listingId}/review`);
    await waitForHydration(page);
    await look(page, 'listing-editor-review');
    await expect.poll(() => page.getByText('Add at least one photo').count()).toBe(1);
    expect(await page.getByRole('button', { name: 'Publish' }).count()).toBe(0);
    await page.close();
  });

  it('refuses a couple and another vendor on every step’s action, the review’s publish and delete, the upload and GraphQL, as if the listing did not exist', async () => {
    const forms: [string, Record<string, string>][] = [
      ['details', { name: 'Mine now', intent: 'stay' }],
      ['location', { address: '1 Main Rd, Pokolbin NSW', lat: '-32.78', lng: '151.29', intent: 'stay' }],
      ['attributes', { meta__number_of_people: '10', intent: 'stay' }],
      ['photos', { intent: 'remove-brochure' }],
      ['availability', { intent: 'dates', dates: nextMonthDay(3) }],
      ['availability', { intent: 'import', url: '' }],
      ['review', { intent: 'publish' }],
      ['review', { intent: 'delete-confirmed' }],
    ];
    const mutations = [
      'mutation ($id: Int!) { updateService(id: $id, name: "Mine now") { id } }',
      'mutation ($id: Int!) { publishService(id: $id) { id } }',
      'mutation ($id: Int!) { deleteService(id: $id) }',
      'mutation ($id: Int!) { setServiceUnavailableDates(id: $id, dates: []) }',
      'mutation ($id: Int!) { setCalendarImport(id: $id, url: "") }',
      'mutation ($id: Int!) { removeServiceBrochure(id: $id) { id } }',
      'query ($id: Int!) { listingPhotos(id: $id) { id } }',
    ];
    for (const person of [couple, other]) {
      for (const [step, fields] of forms) {
        const response = await post(`/vendors/services/${listingId}/${step}`, fields, person.cookie);
        expect(response.status, `${step} ${fields.intent} as ${person === couple ? 'the couple' : 'vendor2'}`).toBe(404);
      }
      const upload = new FormData();
      upload.set('file', new File([await readFile(await picture('refused.jpg', 600, 400))], 'refused.jpg', { type: 'image/jpeg' }));
      expect((await fetch(`${baseUrl}/vendors/services/${listingId}/photos/upload`, { method: 'POST', body: upload, headers: { Cookie: person.cookie, Origin: baseUrl } })).status).toBe(404);
      expect((await fetch(`${baseUrl}/vendors/services/${listingId}/review`, { headers: { Cookie: person.cookie } })).status).toBe(404);
      for (const query of mutations) {
        const response = await fetch(`${baseUrl}/graphql`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', Cookie: person.cookie },
          body: JSON.stringify({ query, variables: { id: listingId } }),
        });
        expect(((await response.json()) as { errors: { extensions: { code: string } }[] }).errors[0].extensions.code, query).toBe('NOT_FOUND');
      }
      const { data } = await graphql<{ services: null }>('query ($id: Int!) { services(id: $id) { id } }', { id: listingId }, person.cookie);
      expect(data.services).toBeNull();
    }
    // Nothing changed: still the vendor's draft, under its name.
    const { data } = await graphql<{ myServices: { id: number; name: string; listing_state: string }[] }>('{ myServices { id name listing_state } }', {}, vendor.cookie);
    expect(data.myServices.find((listing) => listing.id === listingId)).toMatchObject({ listing_state: 'draft', name: expect.stringMatching(/^Sandstone Terrace/) });
  });

  it('answers a form naming no use case of its step with 400, never a server error (what every object inherits included)', async () => {
    for (const step of ['review', 'photos', 'availability']) {
      for (const intent of ['hasOwnProperty', 'constructor', '__proto__', 'toString', 'valueOf', 'unknown']) {
        const response = await post(`/vendors/services/${listingId}/${step}`, { intent }, vendor.cookie);
        expect(response.status, `${step} ${intent}`).toBe(400);
      }
    }
  });

  afterAll(async () => {
    if (listingId) await graphql('mutation ($id: Int!) { deleteService(id: $id) }', { id: listingId }, vendor.cookie);
  });
});
