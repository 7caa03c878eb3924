import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client';
import { categories } from '../../db/schema/catalog';
import { services } from '../../db/schema/services';
import { vendorProfiles } from '../../db/schema/vendors';
import { seedReferenceData } from '../../demo';
import { createMemoryRateLimiter } from '../../server/integrations/rate-limit/memory-rate-limiter';
import type { RateLimiter } from '../../server/integrations/rate-limit/rate-limiter';
import { throttleUploads, uploadRules } from '../../server/kernel';
import { updateAvatar } from '../../server/modules/accounts';
import { addServiceMedia, createService, setServiceBrochure } from '../../server/modules/catalog';
import { addVendorDocuments } from '../../server/modules/vendors';
import { createService as createListing } from '../factories/services';
import { createAdmin, createCouple, createVendor, type TestPerson } from '../factories/users';
import { expectRefusal } from '../setup/assertions';
import { testContext } from '../setup/context';
import { createTestDatabase } from '../setup/database';

// Issue 29, item 6: uploads per person per hour (the shared rate limiter, Redis across instances)
// and drafts per vendor.

let database: DatabaseHandle;
let venue: number;

const picture = async (width = 400, height = 300) => new File([await sharp({ create: { width, height, channels: 3, background: '#c08080' } }).jpeg().toBuffer()], 'picture.jpg');
const pdf = () => new File(['%PDF-1.4\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n'], 'brochure.pdf', { type: 'application/pdf' });
/** A context whose rate limiter the test keeps, as one server's is shared by all its requests. */
const as = (viewer: TestPerson | null, rateLimiter: RateLimiter) => testContext(database.db, viewer, { rateLimiter });

beforeAll(async () => {
  database = await createTestDatabase();
  await seedReferenceData(database.db);
  [{ id: venue }] = await database.db.select({ id: categories.id }).from(categories).where(eq(categories.name, 'venue'));
});
afterAll(() => database.close());

describe('upload limits', () => {
  it('take 10 profile pictures a person an hour; the 11th is refused, another person’s are not', async () => {
    const limiter = createMemoryRateLimiter();
    const [couple, other] = await Promise.all([createCouple(database.db), createCouple(database.db)]);
    const file = await picture();
    for (let upload = 0; upload < uploadRules.avatarsPerPerson.limit; upload++) await updateAvatar(as(couple, limiter), { id: couple.id, avatar: file });
    const refused = await expectRefusal(updateAvatar(as(couple, limiter), { id: couple.id, avatar: file }), 'TOO_MANY_ATTEMPTS');
    expect(refused.message).toMatch(/^Too many uploads\. Please try again in (60 minutes|\d+ minutes?)\.$/);
    expect(refused.retryAfterSeconds).toBeGreaterThan(3000);
    expect((await updateAvatar(as(other, limiter), { id: other.id, avatar: file })).avatar).toMatch(/^\/images\/avatars\//);
  });

  it('take 120 files of every kind a person an hour, counted per file', async () => {
    const limiter = createMemoryRateLimiter();
    const vendor = await createVendor(database.db);
    await database.db.insert(vendorProfiles).values({ userId: vendor.id, businessName: 'Limits', jobTitle: 'Owner', phone: '+61412345678', businessCountry: 'au', businessNumber: '53004085616' });
    const listing = await createListing(database.db, { owner: vendor, category: 'venue' });
    // Three documents count as three.
    await addVendorDocuments(as(vendor, limiter), { userId: vendor.id, files: [pdf(), pdf(), pdf()] });
    await throttleUploads(limiter, vendor, { files: uploadRules.filesPerPerson.limit - 4 });
    // The last one of the hour goes through…
    await setServiceBrochure(as(vendor, limiter), { id: listing, file: pdf() });
    // …then photos, brochures and documents are refused before they are read.
    await expectRefusal(addServiceMedia(as(vendor, limiter), { id: listing, file: await picture(1200, 800) }), 'TOO_MANY_ATTEMPTS');
    await expectRefusal(setServiceBrochure(as(vendor, limiter), { id: listing, file: pdf() }), 'TOO_MANY_ATTEMPTS');
    await expectRefusal(addVendorDocuments(as(vendor, limiter), { userId: vendor.id, files: [pdf()] }), 'TOO_MANY_ATTEMPTS');
  });
});

describe('drafts', () => {
  it('are at most 20 a vendor; publishing or deleting one makes room, and administrators’ unclaimed listings are not counted', async () => {
    const limiter = createMemoryRateLimiter();
    const [vendor, other, admin] = await Promise.all([createVendor(database.db), createVendor(database.db), createAdmin(database.db)]);
    const drafts = [];
    for (let draft = 0; draft < 20; draft++) drafts.push((await createService(as(vendor, limiter), { categoryId: venue, name: `Draft ${draft}` })).id);
    const refused = await expectRefusal(createService(as(vendor, limiter), { categoryId: venue, name: 'One too many' }), 'CONFLICT');
    expect(refused.message).toBe('You have 20 draft listings: publish or delete one before starting another.');
    expect((await createService(as(other, limiter), { categoryId: venue, name: 'Another vendor' })).id).toBeGreaterThan(0);
    expect((await createService(as(admin, limiter), { categoryId: venue, name: 'Unclaimed' })).id).toBeGreaterThan(0);

    await database.db.update(services).set({ listingState: 'unpublished' }).where(eq(services.id, drafts[0]));
    expect((await createService(as(vendor, limiter), { categoryId: venue, name: 'Room again' })).id).toBeGreaterThan(0);
  });
});
