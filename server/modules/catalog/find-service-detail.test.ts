import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, eq, inArray, max } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../../db/client';
import { users } from '../../../db/schema/accounts';
import { attributeGroups, attributes, categories } from '../../../db/schema/catalog';
import { serviceMeta, services, serviceUnavailableDates } from '../../../db/schema/services';
import { seedReferenceData, seedServices } from '../../../demo';
import { isPriceKey } from '../../../shared/catalog/attributes';
import { testContext } from '../../../tests/setup/context';
import { createTestDatabase } from '../../../tests/setup/database';
import { availabilityMonths } from '../../../shared/catalog/availability-window';
import { findServiceDetail } from './find-service-detail';

let database: DatabaseHandle;
let imagesDir: string;
let venueIds: number[];
let photographerIds: number[];
// Every statement the database runs while `counting` is on.
let counting = false;
const statements: string[] = [];

beforeAll(async () => {
  database = await createTestDatabase({ logQueries: { logQuery: (query) => void (counting && statements.push(query)) } });
  imagesDir = mkdtempSync(join(tmpdir(), 'ever-after-detail-'));
  await seedReferenceData(database.db);
  venueIds = (await seedServices(database.db, { count: 6, imagesDir, categories: ['venue'], regions: ['hunter-valley'] })).serviceIds;
  photographerIds = (await seedServices(database.db, { count: 4, imagesDir, categories: ['photographer'], regions: ['yarra-valley'], seed: 2 }))
    .serviceIds;
});
afterAll(async () => {
  await database.close();
  rmSync(imagesDir, { recursive: true, force: true });
});

async function categoryAttributes(name: string) {
  return database.db
    .select({ name: attributes.name, group: attributes.group, type: attributes.type, options: attributes.options, primary: attributes.primary })
    .from(attributes)
    .innerJoin(categories, eq(categories.id, attributes.categoryId))
    .where(eq(categories.name, name));
}

/** The service page's data, on a clock that says `today` when given. */
async function detail(id: number, today?: Date) {
  const found = await findServiceDetail(testContext(database.db, null, today ? { clock: { now: () => today } } : {}), { serviceId: id });
  expect(found).not.toBeNull();
  return found!;
}

describe('findServiceDetail', () => {
  it('fills in the service, its place, category, owner, pictures and coordinates from the database', async () => {
    const id = venueIds[0];
    const [row] = await database.db.select().from(services).where(eq(services.id, id));
    const [owner] = await database.db.select().from(users).where(eq(users.id, row.userId!));
    const service = await detail(id);
    expect(service).toMatchObject({
      id,
      name: row.name,
      slug: row.slug,
      path: `/au/nsw/wedding-venues/${id}/${row.slug}`,
      city: row.city,
      shortAddress: row.shortAddress,
      address: row.address,
      businessAddress: row.businessAddress,
      description: row.description,
      features: row.features,
      radius: null,
      website: row.website,
      phone: row.phone,
      isVendorVerified: row.isVendorVerified,
      location: { lat: row.lat, lng: row.lng },
      businessLocation: { lat: row.businessLat, lng: row.businessLng },
      country: { code: 'au', name: 'Australia' },
      state: { code: 'NSW', name: 'New South Wales' },
      region: { name: 'Hunter Valley', link: 'hunter-valley' },
      category: { name: 'venue', slug: 'wedding-venues', title: 'Venues' },
      owner: { id: owner.id, nickname: owner.nickname, avatar: owner.avatar, isVendor: true },
    });
    expect(service.description.length).toBeGreaterThan(50);
    expect(service.features.length).toBeGreaterThan(0);
    expect(service.owner!.createdAt).toBeInstanceOf(Date);
    // The public detail never carries the owner's e-mail address.
    expect(service.owner).not.toHaveProperty('email');
    expect(service.images.length).toBeGreaterThanOrEqual(3);
    for (const image of service.images) {
      expect(image.url).toMatch(/^\/images\//);
      expect(image.alt).toContain(row.name);
    }
    expect(service.media).toEqual(service.images.map((image) => ({ url: image.url, isImage: true })));
    expect(service.allMetaAttributes.length).toBeGreaterThan(5);

    const photographer = await detail(photographerIds[0]);
    expect(photographer).toMatchObject({ state: { code: 'VIC' }, region: { link: 'yarra-valley' }, category: { name: 'photographer' } });
    expect(photographer.radius).toBeGreaterThan(0);
  });

  it('gives an unclaimed listing no owner', async () => {
    const id = venueIds[1];
    await database.db.update(services).set({ userId: null, status: 'unclaimed' }).where(eq(services.id, id));
    const service = await detail(id);
    expect(service.owner).toBeNull();
    expect(service.status).toBe('unclaimed');
  });

  it('splits primary attributes from facilities, never shows the hidden group, and marks Yes/No attributes', async () => {
    const venueAttributes = await categoryAttributes('venue');
    const primaryNames = venueAttributes.filter((attribute) => attribute.primary).map((attribute) => attribute.name);
    const hiddenNames = venueAttributes.filter((attribute) => attribute.group === attributeGroups.hidden).map((attribute) => attribute.name);
    expect(hiddenNames).toContain('min_number_of_people');
    for (const id of venueIds) {
      const service = await detail(id);
      expect(service.primaryAttributes.map((attribute) => attribute.name)).toEqual(primaryNames);
      expect(service.facilities.length).toBeGreaterThan(0);
      for (const facility of service.facilities) {
        expect(primaryNames).not.toContain(facility.name);
        expect(hiddenNames).not.toContain(facility.name);
      }
      // The hidden attributes are stored (they feed filters), just not shown as facilities.
      expect(service.allMetaAttributes.map((meta) => meta.metaKey)).toEqual(expect.arrayContaining(hiddenNames));

      const stored = new Map(service.allMetaAttributes.map((meta) => [meta.metaKey, meta.metaValue]));
      const indoor = service.facilities.find((facility) => facility.name === 'indoor_ceremony');
      expect(indoor?.yes).toBe(stored.get('indoor_ceremony') === 'yes');
      expect(indoor?.value).toBe(stored.get('indoor_ceremony') === 'yes' ? 'Yes' : 'No');
      for (const facility of service.facilities.filter((entry) => !['indoor_ceremony', 'accommodation_on_site', 'wet_weather_option'].includes(entry.name))) {
        expect(facility.yes).toBeNull();
      }
    }
  });

  it('shows price-like attributes as dollars', async () => {
    let prices = 0;
    for (const id of [...venueIds, ...photographerIds]) {
      const service = await detail(id);
      for (const attribute of [...service.primaryAttributes, ...service.facilities].filter((entry) => isPriceKey(entry.name))) {
        expect(attribute.value).toMatch(/^\$\d{1,3}(,\d{3})*( per (person|hour))?$/);
        prices++;
      }
      const perPerson = service.primaryAttributes.find((attribute) => attribute.name === 'min_price_per_person');
      if (service.category.name === 'venue') expect(perPerson?.value).toMatch(/^\$[\d,]+ per person$/);
    }
    expect(prices).toBeGreaterThanOrEqual(venueIds.length * 2);
  });

  it('lists booked-out days from today through the end of the calendar only, in order', async () => {
    const id = venueIds[2];
    const today = new Date();
    const day = (offset: number) => new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate() + offset)).toISOString().slice(0, 10);
    // The calendar runs from today through the end of its last month.
    const from = day(0);
    const until = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() + availabilityMonths, 0)).toISOString().slice(0, 10);
    const afterCalendar = new Date(Date.parse(`${until}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
    await database.db
      .insert(serviceUnavailableDates)
      .values([day(-30), day(-1), day(0), day(3), afterCalendar].map((date) => ({ serviceId: id, date })))
      .onConflictDoNothing();

    const service = await detail(id, today);
    expect(service.unavailableDates).toContain(day(0));
    expect(service.unavailableDates).toContain(day(3));
    expect(service.unavailableDates).not.toContain(day(-1));
    expect(service.unavailableDates).not.toContain(day(-30));
    expect(service.unavailableDates).not.toContain(afterCalendar);
    expect(service.unavailableDates).toEqual([...service.unavailableDates].sort());
    for (const date of service.unavailableDates) {
      expect(date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(date >= from && date <= until).toBe(true);
    }
    // Another service's days are not this one's.
    const other = await detail(venueIds[3], today);
    expect(other.unavailableDates).not.toContain(day(-1));
  });

  it('keeps only http(s) video and social links, and leaves the raw rows in allMetaAttributes', async () => {
    const id = venueIds[4];
    await database.db
      .delete(serviceMeta)
      .where(and(eq(serviceMeta.serviceId, id), inArray(serviceMeta.metaKey, ['video1_link', 'video2_link'])));
    await database.db.insert(serviceMeta).values([
      { serviceId: id, metaKey: 'video1_link', metaValue: 'javascript:alert(1)' },
      { serviceId: id, metaKey: 'video2_link', metaValue: 'https://vimeo.com/123456789' },
      { serviceId: id, metaKey: 'social_link__myspace', metaValue: 'javascript:alert(document.cookie)' },
      { serviceId: id, metaKey: 'social_link__flickr', metaValue: 'http://www.flickr.com/people/example' },
      { serviceId: id, metaKey: 'social_link__tiktok', metaValue: 'data:text/html,<script>alert(1)</script>' },
    ]);
    const service = await detail(id);
    expect(service.videos).toEqual(['https://vimeo.com/123456789']);
    expect(service.socialLinks).toContainEqual({ network: 'flickr', url: 'http://www.flickr.com/people/example' });
    expect(service.socialLinks.map((link) => link.network)).not.toContain('myspace');
    expect(service.socialLinks.map((link) => link.network)).not.toContain('tiktok');
    for (const link of service.socialLinks) expect(link.url).toMatch(/^https?:\/\//);
    const raw = service.allMetaAttributes.find((meta) => meta.metaKey === 'social_link__myspace');
    expect(raw).toMatchObject({ metaValue: 'javascript:alert(document.cookie)', categoryBased: false, primary: false, type: null });
  });

  it('offers the website and brochure only as web addresses or files on this site', async () => {
    const id = venueIds[5];
    const set = (values: { website: string | null; brochureFile: string | null }) =>
      database.db.update(services).set(values).where(eq(services.id, id));
    await set({ website: 'javascript:alert(1)', brochureFile: '//evil.example/brochure.pdf' });
    expect(await detail(id)).toMatchObject({ website: null, brochureFile: null });
    await set({ website: 'https://venue.example', brochureFile: '/images/brochures/venue.pdf' });
    expect(await detail(id)).toMatchObject({ website: 'https://venue.example', brochureFile: '/images/brochures/venue.pdf' });
  });

  it('answers null for an unknown id or one that is not a positive 32-bit integer, without a query for a malformed one', async () => {
    const [{ last }] = await database.db.select({ last: max(services.id) }).from(services);
    expect(await findServiceDetail(testContext(database.db), { serviceId: last! + 10_000 })).toBeNull();
    counting = true;
    statements.length = 0;
    try {
      for (const id of [0, -1, 2 ** 31, Number.NaN, 1.5, Number.POSITIVE_INFINITY, '12', null]) {
        expect(await findServiceDetail(testContext(database.db), { serviceId: id })).toBeNull();
      }
    } finally {
      counting = false;
    }
    expect(statements).toEqual([]);
  });

  it('reads a service in four statements, and its vendor in one more, once the reference data is cached', async () => {
    await findServiceDetail(testContext(database.db), { serviceId: venueIds[5] });
    const claimed = venueIds[0];
    const unclaimed = venueIds[1];
    const [owner] = await database.db.select({ userId: services.userId }).from(services).where(eq(services.id, claimed));
    expect(owner.userId).not.toBeNull();
    expect((await detail(unclaimed)).owner).toBeNull();
    counting = true;
    statements.length = 0;
    try {
      await findServiceDetail(testContext(database.db), { serviceId: claimed });
      await findServiceDetail(testContext(database.db), { serviceId: unclaimed });
    } finally {
      counting = false;
    }
    expect(statements).toHaveLength(5 + 4);
  });
});
