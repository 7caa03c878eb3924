import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../../db/client';
import { seedReferenceData } from '../../../demo';
import { expectInvalid } from '../../../tests/setup/assertions';
import { testContext } from '../../../tests/setup/context';
import { createTestDatabase } from '../../../tests/setup/database';
import { eq } from 'drizzle-orm';
import { services, serviceUnavailableDates } from '../../../db/schema/services';
import { createService } from '../../../tests/factories/services';
import { createAdmin, createVendor } from '../../../tests/factories/users';
import { buildPreviewService } from './build-preview-service';

let database: DatabaseHandle;
beforeAll(async () => {
  database = await createTestDatabase();
  await seedReferenceData(database.db);
});
afterAll(() => database.close());

const listing = {
  name: 'Harbour Light Pavilion',
  description: 'A glass pavilion on the water.',
  address: '1 Wharf Road, Sydney NSW',
  features: ['Harbour views'],
  website: 'javascript:alert(1)',
  images: ['/images/demo/a.jpg'],
  location: { lat: -33.86, lng: 151.21 },
  meta: { min_price_per_person: 140, indoor_ceremony: 'yes', video1_link: 'https://vimeo.com/1', social_link__instagram: 'javascript:x' },
  availability: ['2027-03-01', '2027-03-01', '2027-02-01'],
};

describe('buildPreviewService', () => {
  it("reads the listing as the service page would show it, with the category's attributes", async () => {
    const service = await buildPreviewService(testContext(database.db), { service: JSON.stringify(listing), category: 'wedding-venues' });
    expect(service.name).toBe('Harbour Light Pavilion');
    expect(service.category.name).toBe('venue');
    expect(service.primaryAttributes.find((attribute) => attribute.name === 'min_price_per_person')?.value).toMatch(/^\$140/);
    expect(service.facilities.find((facility) => facility.name === 'indoor_ceremony')?.yes).toBe(true);
    expect(service.videos).toEqual(['https://vimeo.com/1']);
    // Script links never become links.
    expect(service.website).toBeNull();
    expect(service.socialLinks).toEqual([]);
    expect(service.unavailableDates).toEqual(['2027-02-01', '2027-03-01']);
    expect(service.images).toEqual([{ url: '/images/demo/a.jpg', alt: 'Harbour Light Pavilion, photo 1' }]);
    // The place follows the pin, as a save would set it.
    expect(service.state).toEqual({ code: 'NSW', name: 'New South Wales' });
    expect(service.country.code).toBe('au');
  });

  it('shows what the service page shows: photos’ descriptions, brochure, travel radius', async () => {
    const photographer = {
      ...listing,
      images: [{ url: '/images/services/a.jpg', alt: 'The couple under the fig tree' }, '/images/services/b.jpg'],
      brochureFile: '/images/brochures/prices.pdf',
      radius: 150_000,
    };
    const service = await buildPreviewService(testContext(database.db), { service: JSON.stringify(photographer), category: 'photographer' });
    expect(service.images).toEqual([
      { url: '/images/services/a.jpg', alt: 'The couple under the fig tree' },
      { url: '/images/services/b.jpg', alt: 'Harbour Light Pavilion, photo 2' },
    ]);
    expect(service).toMatchObject({ brochureFile: '/images/brochures/prices.pdf', radius: 150_000 });
    await expectInvalid(buildPreviewService(testContext(database.db), { service: JSON.stringify({ ...photographer, brochureFile: 'https://elsewhere.example/x.pdf' }), category: 'photographer' }), ['service']);
  });

  it('shows a saved listing named by its id: a draft to its vendor and administrators only', async () => {
    const [owner, other, admin] = await Promise.all([createVendor(database.db), createVendor(database.db), createAdmin(database.db)]);
    const id = await createService(database.db, { owner });
    await database.db.update(services).set({ listingState: 'draft' }).where(eq(services.id, id));
    const booked = new Date(Date.now() + 9 * 86_400_000).toISOString().slice(0, 10);
    await database.db.insert(serviceUnavailableDates).values({ serviceId: id, date: booked }).onConflictDoNothing();
    const saved = JSON.stringify({ id });
    for (const viewer of [owner, admin]) {
      const service = await buildPreviewService(testContext(database.db, viewer), { service: saved, category: null });
      expect(service).toMatchObject({ id, listingState: 'draft', region: { name: 'Hunter Valley' } });
      expect(service.unavailableDates).toContain(booked);
      expect(service.images[0].alt).toMatch(/photo 1$/);
    }
    for (const viewer of [other, null]) {
      const fields = await expectInvalid(buildPreviewService(testContext(database.db, viewer), { service: saved, category: 'venue' }), ['service']);
      expect(fields.service).toEqual(['The service parameter names no listing you can preview.']);
    }
  });

  it('says what is wrong with a missing, malformed or invalid listing, or an unknown category', async () => {
    const cases: [string | null, string | null, 'service' | 'category', RegExp][] = [
      [null, 'venue', 'service', /missing/],
      ['{"name": ', 'venue', 'service', /not valid JSON/],
      ['[]', 'venue', 'service', /not a valid listing/],
      [JSON.stringify({ ...listing, name: '  ' }), 'venue', 'service', /name: name is required/],
      [JSON.stringify({ ...listing, location: { lat: 200, lng: 0 } }), 'venue', 'service', /location\.lat/],
      [JSON.stringify({ ...listing, images: ['https://tracker.example/pixel.gif'] }), 'venue', 'service', /paths under \/images\//],
      [JSON.stringify({ ...listing, availability: ['tomorrow'] }), 'venue', 'service', /YYYY-MM-DD/],
      [JSON.stringify(listing), 'dragons', 'category', /category parameter/],
      [JSON.stringify(listing), null, 'category', /category parameter/],
      ['x'.repeat(100_001), 'venue', 'service', /too long/],
    ];
    for (const [service, category, field, message] of cases) {
      const fields = await expectInvalid(buildPreviewService(testContext(database.db), { service, category }), [field]);
      expect(fields[field], String(service).slice(0, 60)).toHaveLength(1);
      expect(fields[field][0], String(service).slice(0, 60)).toMatch(message);
    }
  });
});
