import { asc, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../../db/client';
import { serviceMedia, services } from '../../../db/schema/services';
import { listingLimits, tooManyPhotosMessage } from '../../../shared/catalog/listing-fields';
import { imageProblemMessages } from '../../../shared/media/image-limits';
import { expectInvalid, expectRefusal } from '../../../tests/setup/assertions';
import { testContext } from '../../../tests/setup/context';
import { createTestDatabase } from '../../../tests/setup/database';
import { startS3Server } from '../../../tests/setup/s3-server';
import { createService } from '../../../tests/factories/services';
import { createAdmin, createCouple, createVendor, type TestPerson } from '../../../tests/factories/users';
import type { RequestContext } from '../../context';
import { createS3Storage } from '../../integrations/storage/s3-storage';
import { addServiceMedia, deleteService, readListingPhotos, removeServiceBrochure, removeServiceMedia, reorderServiceMedia, setServiceBrochure, updateServiceMediaAlt } from '.';

let database: DatabaseHandle;
let owner: TestPerson;
let others: { who: string; viewer: TestPerson | null; code: 'NOT_FOUND' | 'UNAUTHENTICATED' }[];
let listing: number;
let ctx: RequestContext;
let s3: Awaited<ReturnType<typeof startS3Server>>;

const photo = async (width: number, height: number) =>
  new File([await sharp({ create: { width, height, channels: 3, background: '#c08080' } }).jpeg().withExif({ IFD0: { Artist: 'Someone' }, IFD3: { GPSLatitudeRef: 'S', GPSLatitude: '33/1 51/1 0/1' } }).toBuffer()], 'photo.jpg');

const mediaOf = (id: number) => database.db.select().from(serviceMedia).where(eq(serviceMedia.serviceId, id)).orderBy(asc(serviceMedia.position));

/** The stored file behind a URL under /images/ (`.400.webp` and `.700.webp` for its resized copies). */
const storedFile = (url: string, copy = '') => ctx.publicFiles.get(url.slice('/images/'.length) + copy);

beforeAll(async () => {
  database = await createTestDatabase();
  owner = await createVendor(database.db);
  listing = await createService(database.db, { owner });
  // Uploads in a real S3 server, as several server instances share them (the disk is the same interface).
  s3 = await startS3Server();
  ctx = testContext(database.db, owner, { publicFiles: createS3Storage(s3.options, 'public/') });
  others = [
    { who: 'another vendor', viewer: await createVendor(database.db), code: 'NOT_FOUND' },
    { who: 'a couple', viewer: await createCouple(database.db), code: 'NOT_FOUND' },
    { who: 'a visitor', viewer: null, code: 'UNAUTHENTICATED' },
  ];
});
afterAll(async () => {
  await s3.close();
  await database.close();
});

describe('listing photos', () => {
  it('adds a photo cropped, re-encoded without EXIF or GPS, at the end, stored under /images/services/ with its 700 and 400 wide copies', async () => {
    const before = await mediaOf(listing);
    const added = await addServiceMedia(ctx, { id: listing, file: await photo(1600, 1067), crop: { x: 100, y: 50, width: 1200, height: 800 }, alt: ' The lawn ' });
    expect(added).toMatchObject({ position: before.length, alt: 'The lawn' });
    expect(added.url).toMatch(/^\/images\/services\/[0-9a-f]{32}\.jpg$/);
    const stored = await storedFile(added.url);
    expect(stored?.contentType).toBe('image/jpeg');
    const metadata = await sharp(stored!.bytes).metadata();
    expect([metadata.format, metadata.width, metadata.height, metadata.exif]).toEqual(['jpeg', 1200, 800, undefined]);
    for (const width of [400, 700]) {
      const copy = await sharp((await storedFile(added.url, `.${width}.webp`))!.bytes).metadata();
      expect([copy.format, copy.width, copy.height]).toEqual(['webp', width, Math.round((width * 2) / 3)]);
    }
  });

  it('refuses by content with spec §5 messages, and a crop under the minimum size', async () => {
    const small = await expectInvalid(addServiceMedia(ctx, { id: listing, file: await photo(250, 150) }), ['file']);
    expect(small.file).toEqual(expect.arrayContaining([imageProblemMessages.fileMinimumWidth, imageProblemMessages.fileMinimumHeight]));
    await expectInvalid(addServiceMedia(ctx, { id: listing, file: new File(['%PDF-1.4 not a picture'], 'a.jpg') }), ['file']);
    const crop = await expectInvalid(addServiceMedia(ctx, { id: listing, file: await photo(1600, 1067), crop: { x: 0, y: 0, width: 200, height: 600 } }), ['crop']);
    expect(crop.crop).toEqual([imageProblemMessages.fileMinimumWidth]);
  });

  it(`stops at ${listingLimits.photos} photos`, async () => {
    const full = await createService(database.db, { owner });
    const present = (await mediaOf(full)).length;
    await database.db.insert(serviceMedia).values(Array.from({ length: listingLimits.photos - present }, (_, index) => ({ serviceId: full, url: `/images/demo/x-${index}.svg`, position: present + index })));
    const refusal = await expectRefusal(addServiceMedia(ctx, { id: full, file: await photo(600, 400) }), 'CONFLICT');
    expect(refusal.message).toBe(tooManyPhotosMessage(listingLimits.photos));
  });

  it('reorders (exactly the listing’s media), describes and removes a photo with its file', async () => {
    const ids = (await mediaOf(listing)).map((row) => row.id);
    await expectInvalid(reorderServiceMedia(ctx, { id: listing, mediaIds: ids.slice(1) }), ['mediaIds']);
    await reorderServiceMedia(ctx, { id: listing, mediaIds: [...ids].reverse() });
    expect((await mediaOf(listing)).map((row) => row.id)).toEqual([...ids].reverse());

    const last = (await mediaOf(listing)).find((row) => row.url.startsWith('/images/services/'))!;
    expect(await updateServiceMediaAlt(ctx, { id: listing, mediaId: last.id, alt: 'Garden at dusk' })).toMatchObject({ alt: 'Garden at dusk' });
    await removeServiceMedia(ctx, { id: listing, mediaId: last.id });
    expect([await storedFile(last.url), await storedFile(last.url, '.400.webp'), await storedFile(last.url, '.700.webp')]).toEqual([null, null, null]);
    const after = await mediaOf(listing);
    expect(after.map((row) => row.position)).toEqual(after.map((_, index) => index));
    await expectRefusal(removeServiceMedia(ctx, { id: listing, mediaId: last.id }), 'NOT_FOUND');
  });

  it('keeps a PDF brochure only, replacing the old one', async () => {
    const pdf = () => new File(['%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n'], 'brochure.pdf');
    await expectInvalid(setServiceBrochure(ctx, { id: listing, file: await photo(600, 400) }), ['file']);
    const first = await setServiceBrochure(ctx, { id: listing, file: pdf() });
    const second = await setServiceBrochure(ctx, { id: listing, file: pdf() });
    expect(second.brochureFile).toMatch(/^\/images\/brochures\/[0-9a-f]{32}\.pdf$/);
    expect((await storedFile(second.brochureFile!))?.contentType).toBe('application/pdf');
    expect(await storedFile(first.brochureFile!)).toBeNull();
    expect((await readListingPhotos(ctx, { id: listing })).brochureFile).toBe(second.brochureFile);
    await removeServiceBrochure(ctx, { id: listing });
    const [row] = await database.db.select({ brochureFile: services.brochureFile }).from(services).where(eq(services.id, listing));
    expect(row.brochureFile).toBeNull();
    expect(await storedFile(second.brochureFile!)).toBeNull();
  });

  it('removes the stored photos with their copies, and the brochure, when the listing is deleted', async () => {
    const doomed = await createService(database.db, { owner });
    const { url } = await addServiceMedia(ctx, { id: doomed, file: await photo(600, 400) });
    const { brochureFile } = await setServiceBrochure(ctx, { id: doomed, file: new File(['%PDF-1.4\n%%EOF\n'], 'b.pdf') });
    expect(await storedFile(url, '.400.webp')).not.toBeNull();
    await deleteService(ctx, { id: doomed });
    expect([await storedFile(url), await storedFile(url, '.400.webp'), await storedFile(url, '.700.webp'), await storedFile(brochureFile!)]).toEqual([null, null, null, null]);
  });

  it('lets an administrator edit, and refuses everyone else as if the listing did not exist', async () => {
    const admin = testContext(database.db, await createAdmin(database.db));
    expect((await readListingPhotos(admin, { id: listing })).id).toBe(listing);
    const [media] = await mediaOf(listing);
    for (const { viewer, code } of others) {
      const stranger = testContext(database.db, viewer);
      await expectRefusal(addServiceMedia(stranger, { id: listing, file: await photo(600, 400) }), code);
      await expectRefusal(removeServiceMedia(stranger, { id: listing, mediaId: media.id }), code);
      await expectRefusal(reorderServiceMedia(stranger, { id: listing, mediaIds: [media.id] }), code);
      await expectRefusal(updateServiceMediaAlt(stranger, { id: listing, mediaId: media.id, alt: 'x' }), code);
      await expectRefusal(setServiceBrochure(stranger, { id: listing, file: new File(['%PDF-1.4\n%%EOF'], 'b.pdf') }), code);
      await expectRefusal(removeServiceBrochure(stranger, { id: listing }), code);
      await expectRefusal(readListingPhotos(stranger, { id: listing }), code);
    }
    expect((await mediaOf(listing)).length).toBeGreaterThan(0);
  });
});
