import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../../db/client';
import { auditLog } from '../../../db/schema/audit';
import { privacyRequests } from '../../../db/schema/privacy';
import { seedReferenceData } from '../../../demo';
import { createBusiness } from '../../../tests/factories/billing';
import { createAdmin, createCouple, createVendor, type TestPerson } from '../../../tests/factories/users';
import { expectInvalid, expectRefusal } from '../../../tests/setup/assertions';
import { testContext } from '../../../tests/setup/context';
import { createTestDatabase } from '../../../tests/setup/database';
import { waitForMail } from '../../../tests/setup/outbox';
import type { Viewer } from '../../kernel';
import { answerPrivacyRequest, listMyPrivacyRequests, listPrivacyRequests, requestPrivacyHelp } from '.';
import { maxOpenRequests } from './policy';

let database: DatabaseHandle;
let couple: TestPerson;
let nzCouple: TestPerson;
let unknownCouple: TestPerson;
let vendor: TestPerson;
let admin: TestPerson;
// Monday 30 November 2026, 10 am in Sydney and noon in Auckland.
const now = new Date('2026-11-29T23:00:00Z');
const as = (viewer: Viewer | null) => testContext(database.db, viewer, { clock: { now: () => now } });
const ask = (viewer: Viewer, input: Record<string, unknown> = {}) =>
  requestPrivacyHelp(as(viewer), { kind: 'correction', subject: 'review', details: 'My review of the florist says I gave 2 hearts: I gave 4.', ...input });

beforeAll(async () => {
  database = await createTestDatabase();
  // The gazetteer the country is read from.
  await seedReferenceData(database.db);
  couple = await createCouple(database.db, { firstName: 'Mia', address: 'Newtown NSW 2042' });
  nzCouple = await createCouple(database.db, { firstName: 'Aroha', address: 'Ponsonby, Auckland 1011', weddingLocation: 'Sydney NSW' });
  unknownCouple = await createCouple(database.db, { firstName: 'Sam' });
  vendor = await createVendor(database.db, { firstName: 'Hamish', address: 'Cessnock NSW 2325' });
  await createBusiness(database.db, vendor, { businessCountry: 'nz', businessNumber: '9429041525746', phone: '+6421123456' });
  admin = await createAdmin(database.db);
});

afterAll(async () => {
  await database?.close();
});

describe('asking for a correction', () => {
  it('keeps the request with its deadline by the person’s country', async () => {
    const request = await ask(couple);
    expect(request).toMatchObject({ kind: 'correction', subject: 'review', state: 'open', country: 'AU', dueOn: '2026-12-30', answer: null });
    // The address (its last part) is looked up first, then the wedding location.
    // 20 working days: 18 to Christmas Eve, none from 25 December to 15 January, then 18 and 19 January.
    expect(await ask(nzCouple, { kind: 'access', subject: 'other', details: 'What do you keep about me?' })).toMatchObject({ country: 'NZ', dueOn: '2027-01-19' });
    const marryingInQueenstown = await createCouple(database.db, { weddingLocation: 'Queenstown' });
    expect(await ask(marryingInQueenstown, { kind: 'access', subject: 'other', details: 'Which vendors see my e-mail?' })).toMatchObject({ country: 'NZ' });
    // A vendor's business country wins over an address in the other country.
    expect(await ask(vendor, { subject: 'verification', details: 'The verification note names the wrong business.' })).toMatchObject({ country: 'NZ', dueOn: '2027-01-19' });
  });

  it('takes the earlier deadline when the country is not known', async () => {
    // Australia's 30 December comes before New Zealand's 19 January.
    expect(await ask(unknownCouple, { kind: 'deletion', subject: 'other', details: 'Is my guest list deleted with my account?' })).toMatchObject({ country: 'AU', dueOn: '2026-12-30' });
  });

  it('refuses visitors, administrators, a couple’s vendor subjects and bad input, every field at once', async () => {
    await expectRefusal(requestPrivacyHelp(as(null), { kind: 'correction', subject: 'other', details: 'x' }), 'UNAUTHENTICATED');
    await expectRefusal(ask(admin), 'FORBIDDEN');
    await expectInvalid(ask(couple, { subject: 'invoice' }), ['subject']);
    await expectInvalid(requestPrivacyHelp(as(couple), { kind: 'complaint', subject: 'reviews', details: '  ' }), ['kind', 'subject', 'details']);
    await expectInvalid(ask(couple, { details: 'a\u0000b' }), ['details']);
    await expectInvalid(ask(couple, { details: 'x'.repeat(5_001) }), ['details']);
  });

  it('holds at most ten open requests per person', async () => {
    const busy = await createCouple(database.db);
    for (let index = 0; index < maxOpenRequests; index += 1) await ask(busy);
    await expectRefusal(ask(busy), 'CONFLICT');
  });

  it('lists a person’s own requests only, newest first', async () => {
    const mine = await listMyPrivacyRequests(as(couple));
    expect(mine.map((request) => request.subject)).toEqual(['review']);
    expect((await listMyPrivacyRequests(as(nzCouple))).map((request) => request.kind)).toEqual(['access']);
    await expectRefusal(listMyPrivacyRequests(as(null)), 'UNAUTHENTICATED');
  });
});

describe('the administrators’ list and answers', () => {
  it('lists open requests by deadline with the days left, to administrators only', async () => {
    const page = await listPrivacyRequests(as(admin), {});
    expect(page.rows.length).toBeGreaterThanOrEqual(4);
    const dueDays = page.rows.map((row) => row.dueOn);
    expect(dueDays).toEqual([...dueDays].sort());
    const mia = page.rows.find((row) => row.person?.id === couple.id)!;
    expect(mia).toMatchObject({ daysLeft: 30, person: { firstName: 'Mia', email: couple.email } });
    const later = await listPrivacyRequests(testContext(database.db, admin, { clock: { now: () => new Date('2027-01-01T00:00:00Z') } }), { state: 'open' });
    expect(later.rows.find((row) => row.id === mia.id)!.daysLeft).toBe(-2);
    await expectRefusal(listPrivacyRequests(as(couple), {}), 'FORBIDDEN');
    await expectRefusal(listPrivacyRequests(as(vendor), {}), 'FORBIDDEN');
    await expectInvalid(listPrivacyRequests(as(admin), { state: 'closed' }), ['state']);
  });

  it('refuses with a written reason, audits it and e-mails the person', async () => {
    const [request] = await listMyPrivacyRequests(as(couple));
    await expectInvalid(answerPrivacyRequest(as(admin), { id: request.id, decision: 'refused', answer: '' }), ['answer', 'reason']);
    await expectInvalid(answerPrivacyRequest(as(admin), { id: request.id, decision: 'maybe', answer: 'Yes' }), ['decision']);
    await expectRefusal(answerPrivacyRequest(as(couple), { id: request.id, decision: 'answered', answer: 'Done' }), 'FORBIDDEN');
    await expectRefusal(answerPrivacyRequest(as(vendor), { id: request.id, decision: 'answered', answer: 'Done' }), 'FORBIDDEN');
    await expectRefusal(answerPrivacyRequest(as(admin), { id: 999_999, decision: 'answered', answer: 'Done' }), 'NOT_FOUND');
    const ctx = as(admin);
    const refused = await answerPrivacyRequest(ctx, { id: request.id, decision: 'refused', answer: 'We looked at the review again.', reason: 'The review shows the hearts you gave when you wrote it.' });
    expect(refused).toMatchObject({ state: 'refused', answer: 'We looked at the review again.', refusalReason: 'The review shows the hearts you gave when you wrote it.' });
    const mail = await waitForMail(ctx.outboxDir, couple.email);
    expect(mail.subject).toBe('We could not make the change you asked for on Ever After');
    expect(mail.text).toContain('The review shows the hearts you gave when you wrote it.');
    expect(mail.text).toContain('Office of the Australian Information Commissioner');
    expect(mail.text).toContain('/profile/privacy');
    const [record] = await database.db.select().from(auditLog).where(eq(auditLog.entityType, 'privacy_request'));
    expect(record).toMatchObject({ action: 'privacy_request.refuse', actorId: admin.id, entityId: String(request.id), reason: 'The review shows the hearts you gave when you wrote it.', after: { state: 'refused', kind: 'correction' } });
    await expectRefusal(answerPrivacyRequest(as(admin), { id: request.id, decision: 'answered', answer: 'Again' }), 'CONFLICT');
    expect((await listMyPrivacyRequests(as(couple)))[0]).toMatchObject({ state: 'refused', refusalReason: 'The review shows the hearts you gave when you wrote it.' });
  });

  it('answers without a reason, and lists decided requests apart', async () => {
    const [request] = await listMyPrivacyRequests(as(nzCouple));
    const answered = await answerPrivacyRequest(as(admin), { id: request.id, decision: 'answered', answer: 'Your profile, wishlist and messages: download them from your privacy page.', reason: 'ignored' });
    expect(answered).toMatchObject({ state: 'answered', refusalReason: null });
    const [row] = await database.db.select().from(privacyRequests).where(eq(privacyRequests.id, request.id));
    expect(row.answeredBy).toBe(admin.id);
    expect((await listPrivacyRequests(as(admin), { state: 'answered' })).rows.map((entry) => entry.id)).toEqual([request.id]);
    expect((await listPrivacyRequests(as(admin), { state: 'open' })).rows.some((entry) => entry.id === request.id)).toBe(false);
  });
});
