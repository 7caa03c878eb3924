import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../../../db/client';
import { findAccount } from '../../../../server/modules/accounts';
import { planningEmail } from '../../../../server/modules/planning';
import { createCouple, createVendor, type TestPerson } from '../../../../tests/factories/users';
import { testContext } from '../../../../tests/setup/context';
import { createTestDatabase } from '../../../../tests/setup/database';
import { accountForms, changeProfile, coupleProfileForms } from './change-profile.server';

/** The profile's Notifications form as its action runs it, posted as a browser posts it without JavaScript. */

let database: DatabaseHandle;
let couple: TestPerson;
let vendor: TestPerson;

beforeAll(async () => {
  database = await createTestDatabase();
  couple = await createCouple(database.db, { weddingDate: '2031-04-12 15:00:00' });
  vendor = await createVendor(database.db);
});
afterAll(() => database?.close());

const post = (person: TestPerson, fields: Record<string, string>, forms = coupleProfileForms) => changeProfile(testContext(database.db, person), { intent: 'notifications', ...fields }, forms);

describe('the Notifications form', () => {
  it('saves the couple’s weekly planning e-mail with the other choices: ticked is on, left out is off', async () => {
    expect((await planningEmail(testContext(database.db, couple))).weekly).toBe(false);
    expect(await post(couple, { newsletter_notify: '1', messages_notify_frequently: '2', weekly_planning_email: 'on' })).toEqual({ intent: 'notifications', ok: true, message: 'Notification settings saved successfully!' });
    expect((await planningEmail(testContext(database.db, couple))).weekly).toBe(true);
    expect(await findAccount(testContext(database.db, couple), { id: couple.id })).toMatchObject({ newsletterNotify: true, updatesNotify: false, messagesNotifyFrequently: 2 });

    // A checkbox left unticked is not sent: the e-mail goes off, the other choices as posted.
    expect(await post(couple, { updates_notify: '1', messages_notify_frequently: '0' })).toMatchObject({ ok: true });
    expect((await planningEmail(testContext(database.db, couple))).weekly).toBe(false);
    expect(await findAccount(testContext(database.db, couple), { id: couple.id })).toMatchObject({ newsletterNotify: false, updatesNotify: true, messagesNotifyFrequently: 0 });
  });

  it('keeps its refusals: a wrong choice is the form’s error and nothing is saved', async () => {
    const refused = await post(couple, { messages_notify_frequently: '7', weekly_planning_email: 'on' });
    expect(refused).toMatchObject({ data: { intent: 'notifications', errors: { messages_notify_frequently: expect.any(String) } } });
    expect((await planningEmail(testContext(database.db, couple))).weekly).toBe(false);
  });

  it('is the account’s form alone on a vendor’s profile: vendors do not plan', async () => {
    expect(await post(vendor, { newsletter_notify: '1', weekly_planning_email: 'on' }, accountForms)).toMatchObject({ ok: true });
    expect(await findAccount(testContext(database.db, vendor), { id: vendor.id })).toMatchObject({ newsletterNotify: true });
  });
});
