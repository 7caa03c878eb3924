import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../../db/client';
import { dataExports } from '../../../db/schema/privacy';
import { createChatWorld, type ChatWorld } from '../../../tests/factories/messaging';
import { createBusiness } from '../../../tests/factories/billing';
import { createAdmin, type TestPerson } from '../../../tests/factories/users';
import { expectRefusal } from '../../../tests/setup/assertions';
import { testContext } from '../../../tests/setup/context';
import { createTestDatabase } from '../../../tests/setup/database';
import { createMailer } from '../../integrations/mail/create-mailer';
import { listOutbox, readOutboxMessage } from '../../integrations/mail/outbox';
import { createDiskStorage } from '../../integrations/storage/disk-storage';
import type { RequestContext } from '../../context';
import type { Viewer } from '../../kernel';
import { addWishlistService, listWishlist, saveWishlistNote } from '../engagement';
import { sendMessage, startConversation } from '../messaging';
import { dataExportArchives, listDataExports, prepareDataExports, readDataExport, requestDataExport } from '.';

let database: DatabaseHandle;
let world: ChatWorld;
let admin: TestPerson;
let scratch: string;
let now = new Date('2027-03-01T00:00:00Z');
const dayMs = 24 * 60 * 60 * 1000;

// One private and one public storage for every context, as one server has: the job writes what the download reads.
const storage = () => ({ privateFiles: createDiskStorage(join(scratch, 'private')), publicFiles: createDiskStorage(join(scratch, 'images')) });
const outboxDir = () => join(scratch, 'outbox');
const as = (viewer: Viewer | null): RequestContext =>
  testContext(database.db, viewer, { clock: { now: () => now }, ...storage(), mailer: createMailer({ outboxDir: outboxDir(), from: 'Ever After <no-reply@localhost>' }) });
const system = () => as(null);
const unzip = (bytes: Uint8Array) => unzipSync(bytes);

beforeAll(async () => {
  database = await createTestDatabase();
  scratch = mkdtempSync(join(tmpdir(), 'ever-after-privacy-'));
  world = await createChatWorld(database.db, join(scratch, 'images'));
  admin = await createAdmin(database.db);
  const [serviceId] = world.vendorServiceIds;
  await addWishlistService(as(world.couple), { id: serviceId });
  const [entry] = await listWishlist(as(world.couple), { userId: world.couple.id });
  await saveWishlistNote(as(world.couple), { wishlist: entry.wishlistId, service: serviceId, text: 'Loved the barrel hall, ask about =SUM(A1) rain plan' });
  const { conversationId } = await startConversation(as(world.couple), { serviceId, message: 'Is 12 March 2028 free?' });
  await sendMessage(as(world.vendor), { conversationId, message: 'Yes, we are free that day.' });
});

afterAll(async () => {
  await database?.close();
  if (scratch) rmSync(scratch, { recursive: true, force: true });
});

describe('Download my data', () => {
  it('queues one export at a time: asking again while it waits answers the same one', async () => {
    const first = await requestDataExport(as(world.couple));
    expect(first).toMatchObject({ status: 'queued', progress: 0, url: null, expiresAt: null });
    const again = await requestDataExport(as(world.couple));
    expect(again.id).toBe(first.id);
    expect(await listDataExports(as(world.couple))).toEqual([expect.objectContaining({ id: first.id, status: 'queued' })]);
    // Nobody else sees it.
    expect(await listDataExports(as(world.otherCouple))).toEqual([]);
  });

  it('prepares the zip in private storage: data.json and CSVs with a BOM hold the note and both messages, never the vendor’s e-mail', async () => {
    const { prepared } = await prepareDataExports(system());
    expect(prepared).toBe(1);
    const [ready] = await listDataExports(as(world.couple));
    expect(ready).toMatchObject({ status: 'ready', progress: 100, url: `/profile/privacy/exports/${ready.id}/download`, expired: false });
    expect(ready.expiresAt!.getTime() - now.getTime()).toBe(7 * dayMs);
    const [row] = await database.db.select().from(dataExports).where(eq(dataExports.id, ready.id));
    expect(row.fileKey).toMatch(/^data-exports\/[0-9a-f]{32}\.zip$/);

    const { bytes, fileName } = await readDataExport(as(world.couple), { id: ready.id });
    expect(fileName).toBe('ever-after-data-2027-03-01.zip');
    const files = unzip(bytes);
    expect(Object.keys(files)).toEqual(expect.arrayContaining(['data.json', 'profile.csv', 'wishlist.csv', 'messages.csv', 'consents.csv', 'sign-in-history.csv', 'checklist.csv', 'budget.csv', 'guests.csv', 'quotes.csv', 'bookings.csv']));
    const data = JSON.parse(strFromU8(files['data.json']));
    expect(data.profile.email).toBe(world.couple.email);
    expect(data.wishlist[0].note).toContain('Loved the barrel hall');
    expect(data.conversations[0].messages.map((message: { from: string; text: string }) => [message.from, message.text])).toEqual([
      ['me', 'Is 12 March 2028 free?'],
      ['them', 'Yes, we are free that day.'],
    ]);
    expect(data.conversations[0].with).toBe('Grace');
    expect(data.consents).toMatchObject({ newsletter: expect.any(Boolean), weeklyPlanningEmail: false });

    const bom = [0xef, 0xbb, 0xbf];
    for (const name of ['wishlist.csv', 'messages.csv', 'profile.csv', 'guests.csv', 'budget.csv']) expect([...files[name].subarray(0, 3)], name).toEqual(bom);
    const wishlistCsv = strFromU8(files['wishlist.csv']);
    // A note that looks like a formula is kept as text.
    expect(wishlistCsv).toContain("Loved the barrel hall, ask about =SUM(A1) rain plan");
    const messagesCsv = strFromU8(files['messages.csv']);
    expect(messagesCsv).toContain('Yes, we are free that day.');
    for (const [name, file] of Object.entries(files)) expect(strFromU8(file), name).not.toContain(world.vendor.email);
  });

  it('e-mails the owner a link to their privacy page, with no secret in it', async () => {
    const entries = await listOutbox(outboxDir(), { limit: 10 });
    const entry = entries.find((mail) => mail.to.includes(world.couple.email))!;
    expect(entry.subject).toBe('Your Ever After data is ready');
    const mail = await readOutboxMessage(outboxDir(), entry.file);
    expect(mail!.text).toContain('/profile/privacy');
    expect(mail!.text).toContain('only when you are signed in');
  });

  it('a vendor’s archive holds their business, pipeline, quotes and the couple by name only', async () => {
    await createBusiness(database.db, world.vendor);
    await requestDataExport(as(world.vendor));
    await prepareDataExports(system());
    const [ready] = await listDataExports(as(world.vendor));
    const files = unzip((await readDataExport(as(world.vendor), { id: ready.id })).bytes);
    expect(Object.keys(files)).toEqual(expect.arrayContaining(['business.csv', 'listings.csv', 'pipeline.csv', 'reviews-received.csv', 'messages.csv']));
    expect(Object.keys(files)).not.toContain('wishlist.csv');
    const data = JSON.parse(strFromU8(files['data.json']));
    expect(data.conversations[0]).toMatchObject({ side: 'vendor', with: 'Emma & Liam' });
    for (const [name, file] of Object.entries(files)) expect(strFromU8(file), name).not.toContain(world.couple.email);
  });

  it('refuses another person’s export, a visitor and the job’s run to anyone but the system or an administrator', async () => {
    const [ready] = await listDataExports(as(world.couple));
    await expectRefusal(readDataExport(as(world.otherCouple), { id: ready.id }), 'NOT_FOUND');
    await expectRefusal(readDataExport(as(admin), { id: ready.id }), 'NOT_FOUND');
    await expectRefusal(readDataExport(as(world.couple), { id: 2_000_000 }), 'NOT_FOUND');
    await expectRefusal(readDataExport(as(null), { id: ready.id }), 'UNAUTHENTICATED');
    await expectRefusal(requestDataExport(as(null)), 'UNAUTHENTICATED');
    await expectRefusal(listDataExports(as(null)), 'UNAUTHENTICATED');
    await expectRefusal(prepareDataExports(as(world.couple)), 'FORBIDDEN');
  });

  it('an export not ready yet cannot be downloaded', async () => {
    const queued = await requestDataExport(as(world.otherCouple));
    await expectRefusal(readDataExport(as(world.otherCouple), { id: queued.id }), 'CONFLICT');
    await prepareDataExports(system());
  });

  it('allows 3 a day', async () => {
    // The couple asked once above; two more, each prepared, then a fourth is refused.
    for (let n = 0; n < 2; n++) {
      await requestDataExport(as(world.couple));
      await prepareDataExports(system());
    }
    await expectRefusal(requestDataExport(as(world.couple)), 'TOO_MANY_ATTEMPTS');
  });

  it('after 7 days the download is gone (410) and the job removes the file', async () => {
    const [newest] = await listDataExports(as(world.couple));
    const [before] = await database.db.select().from(dataExports).where(eq(dataExports.id, newest.id));
    now = new Date(now.getTime() + 7 * dayMs + 1000);
    await expectRefusal(readDataExport(as(world.couple), { id: newest.id }), 'GONE');
    expect((await listDataExports(as(world.couple)))[0]).toMatchObject({ id: newest.id, expired: true, url: null });
    const { removed } = await prepareDataExports(system());
    expect(removed).toBeGreaterThanOrEqual(1);
    expect(await storage().privateFiles.get(before.fileKey!)).toBeNull();
    const [after] = await database.db.select().from(dataExports).where(eq(dataExports.id, newest.id));
    expect(after.fileKey).toBeNull();
    // A new day: the couple may ask again.
    expect((await requestDataExport(as(world.couple))).status).toBe('queued');
  });

  it('is a job of the one runner', () => {
    expect(dataExportArchives).toMatchObject({ name: 'data-export-archives', run: prepareDataExports });
  });
});
