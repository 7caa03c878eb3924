import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../../db/client';
import { seedReferenceData } from '../../../db/seed';
import { expectInvalid } from '../../../tests/setup/assertions';
import { testContext } from '../../../tests/setup/context';
import { createTestDatabase } from '../../../tests/setup/database';
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
