import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../../db/client';
import { categories } from '../../../db/schema/catalog';
import { serviceMedia, serviceMeta, services } from '../../../db/schema/services';
import { serviceSearch } from '../../../db/schema/search';
import { seedReferenceData } from '../../../demo';
import { createSubscription } from '../../../tests/factories/billing';
import { createService as createServiceRow } from '../../../tests/factories/services';
import { createAdmin, createCouple, createVendor, type TestPerson } from '../../../tests/factories/users';
import { expectInvalid, expectRefusal } from '../../../tests/setup/assertions';
import { testContext } from '../../../tests/setup/context';
import { createTestDatabase } from '../../../tests/setup/database';
import { createService } from './create-service';
import { deleteService } from './delete-service';
import { findEditableService } from './find-editable-service';
import { findServiceDetail } from './find-service-detail';
import { listMyServices } from './list-my-services';
import { publishService } from './publish-service';
import { unpublishService } from './unpublish-service';
import { updateService } from './update-service';

let database: DatabaseHandle;
let owner: TestPerson;
let other: TestPerson;
let couple: TestPerson;
let admin: TestPerson;
let venueId: number;
let photographerId: number;

const as = (viewer: TestPerson | null) => testContext(database.db, viewer);
const categoryId = async (name: string) => (await database.db.select({ id: categories.id }).from(categories).where(eq(categories.name, name)))[0].id;
const metaOf = async (id: number) => Object.fromEntries((await database.db.select().from(serviceMeta).where(eq(serviceMeta.serviceId, id))).map((row) => [row.metaKey, row.metaValue]));
const rowOf = async (id: number) => (await database.db.select().from(services).where(eq(services.id, id)))[0];
const indexed = async (id: number) => (await database.db.select().from(serviceSearch).where(eq(serviceSearch.serviceId, id))).length === 1;

beforeAll(async () => {
  database = await createTestDatabase();
  await seedReferenceData(database.db);
  [owner, other, couple, admin] = await Promise.all([createVendor(database.db), createVendor(database.db), createCouple(database.db), createAdmin(database.db)]);
  venueId = await categoryId('venue');
  photographerId = await categoryId('photographer');
});
afterAll(() => database.close());

/** Every edit use case, for a listing of `owner`'s: refused to others as if it did not exist. */
const editCalls = {
  updateService: (ctx: ReturnType<typeof as>, id: number) => updateService(ctx, { id, name: 'Taken over' }),
  deleteService: (ctx: ReturnType<typeof as>, id: number) => deleteService(ctx, { id }),
  publishService: (ctx: ReturnType<typeof as>, id: number) => publishService(ctx, { id }),
  unpublishService: (ctx: ReturnType<typeof as>, id: number) => unpublishService(ctx, { id }),
  findEditableService: (ctx: ReturnType<typeof as>, id: number) => findEditableService(ctx, { id }),
};

describe('createService', () => {
  it('makes a draft owned by the vendor at a provisional place, with the category defaults', async () => {
    const { id } = await createService(as(owner), { categoryId: venueId, name: 'Sage & Stone' });
    const row = await rowOf(id);
    expect(row).toMatchObject({ userId: owner.id, listingState: 'draft', slug: 'sage-stone', address: '', city: '' });
    expect(await metaOf(id)).toMatchObject({ number_of_people: '70', number_of_photos: '15', reception_hours: '[0,12]' });
    expect(row.peopleMax).toBe(70);
    expect(await indexed(id)).toBe(false);
  });

  it('is for vendors only, and checks its input', async () => {
    await expectRefusal(createService(as(couple), { categoryId: venueId, name: 'X' }), 'FORBIDDEN');
    await expectRefusal(createService(as(null), { categoryId: venueId, name: 'X' }), 'UNAUTHENTICATED');
    await expectInvalid(createService(as(owner), { categoryId: venueId, name: ' ' }), ['name']);
    await expectInvalid(createService(as(owner), { categoryId: 999_999, name: 'Nowhere' }), ['categoryId']);
  });
});

describe('updateService', () => {
  it('saves the details: slug unique per place, plain paragraphs, https added, links checked', async () => {
    const { id: first } = await createService(as(owner), { categoryId: venueId, name: 'Twin Hall' });
    const { id } = await createService(as(owner), { categoryId: venueId, name: 'Draft' });
    const saved = await updateService(as(owner), {
      id,
      name: 'Twin Hall',
      description: 'First <b>para</b>\n\n\n\nSecond',
      features: ['Lawn', 'Chapel'],
      website: 'twinhall.com.au',
      meta: [
        { metaKey: 'social_link__instagram', metaValue: 'https://instagram.com/twinhall' },
        { metaKey: 'video1_link', metaValue: 'https://youtu.be/abcdefgh' },
      ],
    });
    expect(saved.slug).toBe('twin-hall-2');
    expect((await rowOf(first)).slug).toBe('twin-hall');
    expect(await rowOf(id)).toMatchObject({ description: 'First bpara/b\n\nSecond', features: ['Lawn', 'Chapel'], website: 'https://twinhall.com.au' });
    expect(await metaOf(id)).toMatchObject({ social_link__instagram: 'https://instagram.com/twinhall', video1_link: 'https://youtu.be/abcdefgh' });
    const errors = await expectInvalid(
      updateService(as(owner), { id, meta: [{ metaKey: 'social_link__facebook', metaValue: 'https://example.com/x' }, { metaKey: 'video2_link', metaValue: 'https://example.com/v' }] }),
      ['meta.social_link__facebook', 'meta.video2_link'],
    );
    await expectInvalid(updateService(as(owner), { id, website: 'not a site', phone: 'call me' }), ['website', 'phone']);
    expect(errors['meta.video2_link']).toEqual(['Enter a YouTube or Vimeo video address']);
  });

  it('keeps slugs unique per place in the database: saves at the same moment take the next slug, a direct duplicate is refused', async () => {
    const created = await Promise.all([1, 2, 3].map(() => createService(as(owner), { categoryId: venueId, name: 'Same Moment Hall' })));
    const slugs = await Promise.all(created.map(async ({ id }) => (await rowOf(id)).slug));
    expect(new Set(slugs)).toEqual(new Set(['same-moment-hall', 'same-moment-hall-2', 'same-moment-hall-3']));
    const { id } = await createService(as(owner), { categoryId: venueId, name: 'Renamed At Once' });
    const renamed = await Promise.all([id, created[0].id].map((each) => updateService(as(owner), { id: each, name: 'Renamed Together' })));
    expect(new Set(renamed.map((saved) => saved.slug))).toEqual(new Set(['renamed-together', 'renamed-together-2']));
    await expect(database.db.update(services).set({ slug: 'renamed-together' }).where(eq(services.id, created[1].id))).rejects.toThrow();
  });

  it('derives the place from the pin, strips postal codes and refuses the sea', async () => {
    const { id } = await createService(as(owner), { categoryId: venueId, name: 'Pokolbin Barn' });
    await updateService(as(owner), { id, address: '12 Broke Rd, Pokolbin NSW 2320', lat: -32.78, lng: 151.29 });
    const row = await rowOf(id);
    expect(row).toMatchObject({ address: '12 Broke Rd, Pokolbin NSW', city: 'Pokolbin', shortAddress: 'Pokolbin, NSW' });
    const editable = await findEditableService(as(owner), { id });
    expect(editable.place).toMatchObject({ state: 'New South Wales', region: 'Hunter Valley' });
    await expectInvalid(updateService(as(owner), { id, lat: -40, lng: 160 }), ['lat']);
  });

  it('checks attribute values against the category: limits, ranges, hidden keys, deselected radios', async () => {
    const { id } = await createService(as(owner), { categoryId: venueId, name: 'Attribute Hall' });
    await updateService(as(owner), {
      id,
      meta: [
        { metaKey: 'venue_style', metaValue: '["garden","barn"]' },
        { metaKey: 'number_of_people', metaValue: '120' },
        { metaKey: 'indoor_ceremony', metaValue: 'yes' },
        { metaKey: 'reception_hours', metaValue: '[5,10]' },
      ],
    });
    expect(await metaOf(id)).toMatchObject({ venue_style: '["garden","barn"]', number_of_people: '120', indoor_ceremony: 'yes', reception_hours: '[5,10]' });
    expect((await rowOf(id)).peopleMax).toBe(120);
    await updateService(as(owner), { id, meta: [{ metaKey: 'indoor_ceremony', metaValue: null }] });
    expect(await metaOf(id)).not.toHaveProperty('indoor_ceremony');
    const errors = await expectInvalid(
      updateService(as(owner), {
        id,
        meta: [
          { metaKey: 'venue_style', metaValue: '["garden","barn","beach","rustic"]' },
          { metaKey: 'number_of_people', metaValue: '900' },
          { metaKey: 'reception_hours', metaValue: '[9,2]' },
          { metaKey: 'number_of_photos', metaValue: '50' },
          { metaKey: 'indoor_ceremony', metaValue: 'maybe' },
        ],
      }),
      ['meta.venue_style', 'meta.number_of_people', 'meta.reception_hours', 'meta.number_of_photos', 'meta.indoor_ceremony'],
    );
    expect(errors['meta.venue_style']).toEqual(['Venue styles are limited to a maximum of 3 options']);
    await expectInvalid(updateService(as(owner), { id, radius: 50 }), ['radius']);
  });

  it('refuses meta keys that every object inherits as attributes it does not have (never a server error)', async () => {
    const { id } = await createService(as(owner), { categoryId: venueId, name: 'Prototype Hall' });
    const inherited = ['constructor', 'hasOwnProperty', '__proto__', 'toString', 'valueOf'];
    const errors = await expectInvalid(
      updateService(as(owner), { id, meta: inherited.map((metaKey) => ({ metaKey, metaValue: 'x' })) }),
      inherited.map((key) => `meta.${key}`),
    );
    expect(errors['meta.constructor']).toEqual(['This listing has no such attribute.']);
  });

  it('allows 3 styles, 3 more with the Extra Styles add-on of the vendor’s subscription in the category, for that vendor only', async () => {
    const [basic, extra] = await Promise.all([createVendor(database.db), createVendor(database.db)]);
    await Promise.all([createSubscription(database.db, basic, 'flowers'), createSubscription(database.db, extra, 'flowers', { addons: ['styles'] })]);
    const flowersId = await categoryId('flowers');
    const four = [{ metaKey: 'flower_style', metaValue: '["garden","wildflower","native","classic"]' }];
    const [plain, styled] = await Promise.all([createService(as(basic), { categoryId: flowersId, name: 'Three Stems' }), createService(as(extra), { categoryId: flowersId, name: 'Six Stems' })]);

    const errors = await expectInvalid(updateService(as(basic), { id: plain.id, meta: four }), ['meta.flower_style']);
    expect(errors['meta.flower_style']).toEqual(['Floral styles are limited to a maximum of 3 options']);
    expect((await findEditableService(as(basic), { id: plain.id })).attributes.find((attribute) => attribute.name === 'flower_style')?.options.maxSelected).toBe(3);

    await updateService(as(extra), { id: styled.id, meta: four });
    expect(JSON.parse((await metaOf(styled.id)).flower_style)).toHaveLength(4);
    expect((await findEditableService(as(extra), { id: styled.id })).attributes.find((attribute) => attribute.name === 'flower_style')?.options.maxSelected).toBe(6);
    const seven = [{ metaKey: 'flower_style', metaValue: '["garden","wildflower","native","classic","modern","tropical","minimal"]' }];
    expect((await expectInvalid(updateService(as(extra), { id: styled.id, meta: seven }), ['meta.flower_style']))['meta.flower_style']).toEqual(['Floral styles are limited to a maximum of 6 options']);
    // An administrator editing the vendor's listing is held to the vendor's limit too.
    await expectInvalid(updateService(as(admin), { id: plain.id, meta: four }), ['meta.flower_style']);
  });

  it('keeps a removed value removed when another step is saved, and a new state or region re-applies the defaults (spec §4)', async () => {
    const { id } = await createService(as(owner), { categoryId: venueId, name: 'Moving Barn' });
    await updateService(as(owner), { id, address: '12 Broke Rd, Pokolbin NSW', lat: -32.78, lng: 151.29 });
    await updateService(as(owner), { id, meta: [{ metaKey: 'number_of_people', metaValue: null }, { metaKey: 'reception_hours', metaValue: null }] });
    expect((await rowOf(id)).peopleMax).toBeNull();
    await updateService(as(owner), { id, description: 'Saved again.' });
    // The same region: nothing comes back.
    await updateService(as(owner), { id, address: '14 Broke Rd, Pokolbin NSW', lat: -32.79, lng: 151.3 });
    expect(await metaOf(id)).not.toHaveProperty('number_of_people');
    // Another state: the defaults are applied again to what has no value, and the rest stays.
    await updateService(as(owner), { id, meta: [{ metaKey: 'min_price_per_person', metaValue: '140' }] });
    await updateService(as(owner), { id, address: '1 Collins St, Melbourne VIC', lat: -37.81, lng: 144.97 });
    expect(await metaOf(id)).toMatchObject({ number_of_people: '70', reception_hours: '[0,12]', min_price_per_person: '140' });
    expect((await rowOf(id)).peopleMax).toBe(70);
  });

  it('changing the category clears its values but the hidden ones and applies the new defaults; radius in km', async () => {
    const { id } = await createService(as(owner), { categoryId: venueId, name: 'Shape Shifter' });
    await database.db.update(serviceMeta).set({ metaValue: '25' }).where(and(eq(serviceMeta.serviceId, id), eq(serviceMeta.metaKey, 'number_of_photos')));
    await updateService(as(owner), { id, categoryId: photographerId });
    const meta = await metaOf(id);
    expect(meta).not.toHaveProperty('number_of_people');
    expect(meta).toMatchObject({ number_of_photos: '25', radius: '50000' });
    expect((await rowOf(id)).radius).toBe(50_000);
    await updateService(as(owner), { id, radius: 120 });
    expect((await rowOf(id)).radius).toBe(120_000);
    await expectInvalid(updateService(as(owner), { id, radius: 401 }), ['radius']);
  });
});

describe('publishing', () => {
  it('lists what is missing, then publishes into search and unpublishes out of it', async () => {
    const { id } = await createService(as(owner), { categoryId: venueId, name: 'Almost There' });
    await expectInvalid(publishService(as(owner), { id }), ['subscription', 'address', 'photos', 'meta.min_price_per_person', 'meta.venue_style']);
    await createSubscription(database.db, owner, 'venue');
    await updateService(as(owner), {
      id,
      address: '1 Wine Country Dr, Pokolbin NSW',
      lat: -32.78,
      lng: 151.29,
      meta: [{ metaKey: 'min_price_per_person', metaValue: '120' }, { metaKey: 'venue_style', metaValue: '["garden"]' }],
    });
    await database.db.insert(serviceMedia).values({ serviceId: id, url: '/images/default.jpg' });
    expect(await findServiceDetail(as(null), { serviceId: id })).toBeNull();
    await publishService(as(owner), { id });
    expect(await indexed(id)).toBe(true);
    expect((await rowOf(id)).publishedAt).not.toBeNull();
    expect(await findServiceDetail(as(null), { serviceId: id })).not.toBeNull();
    await updateService(as(owner), { id, meta: [{ metaKey: 'number_of_people', metaValue: '200' }] });
    expect((await database.db.select().from(serviceSearch).where(eq(serviceSearch.serviceId, id)))[0].peopleMax).toBe(200);
    await unpublishService(as(owner), { id });
    expect(await indexed(id)).toBe(false);
    expect(await findServiceDetail(as(couple), { serviceId: id })).toBeNull();
    expect(await findServiceDetail(as(owner), { serviceId: id })).toMatchObject({ listingState: 'unpublished' });
  });
});

describe('who may edit', () => {
  it.each(Object.keys(editCalls) as (keyof typeof editCalls)[])('%s: the owner and administrators; another vendor and a couple: no such listing; a visitor: sign in', async (name) => {
    const id = await createServiceRow(database.db, { owner });
    await expectRefusal(editCalls[name](as(other), id), 'NOT_FOUND');
    await expectRefusal(editCalls[name](as(couple), id), 'NOT_FOUND');
    await expectRefusal(editCalls[name](as(null), id), 'UNAUTHENTICATED');
    await editCalls[name](as(name === 'deleteService' ? owner : admin), id);
  });

  it('listMyServices: the vendor’s own listings, drafts included; vendors only', async () => {
    const { id } = await createService(as(other), { categoryId: venueId, name: 'Mine Alone' });
    const mine = await listMyServices(as(other), {});
    expect(mine.map((listing) => [listing.id, listing.listingState])).toContainEqual([id, 'draft']);
    expect((await listMyServices(as(owner), {})).some((listing) => listing.id === id)).toBe(false);
    await expectRefusal(listMyServices(as(couple), {}), 'FORBIDDEN');
    await expectRefusal(listMyServices(as(null), {}), 'UNAUTHENTICATED');
  });

  it('deleteService removes the listing and its rows', async () => {
    const id = await createServiceRow(database.db, { owner });
    await deleteService(as(owner), { id });
    expect(await database.db.select().from(services).where(eq(services.id, id))).toEqual([]);
    expect(await database.db.select().from(serviceMeta).where(eq(serviceMeta.serviceId, id))).toEqual([]);
  });
});
