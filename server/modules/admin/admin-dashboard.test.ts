import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../../db/client';
import { seedReferenceData } from '../../../demo';
import { monthlyAmount } from '../../../shared/billing/prices';
import { createBusiness, createSubscription, plansOf } from '../../../tests/factories/billing';
import { createService as createListing } from '../../../tests/factories/services';
import { createAdmin, createCouple, createVendor, type TestPerson } from '../../../tests/factories/users';
import { expectRefusal } from '../../../tests/setup/assertions';
import { testContext } from '../../../tests/setup/context';
import { createTestDatabase } from '../../../tests/setup/database';
import { listUsers } from '../accounts';
import { findBillingTrends, markInvoicePaid, subscribe } from '../billing';
import { startConversation } from '../messaging';
import { findAdminDashboard } from '.';

const dayMs = 24 * 60 * 60 * 1000;
const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);

let database: DatabaseHandle;
let admin: TestPerson;
let couple: TestPerson;
let vendor: TestPerson;

beforeAll(async () => {
  database = await createTestDatabase();
  await seedReferenceData(database.db);
  [admin, couple, vendor] = await Promise.all([createAdmin(database.db), createCouple(database.db), createVendor(database.db)]);
});
afterAll(() => database.close());

describe('the admin dashboard’s last 30 days', () => {
  it('refuses a visitor, a couple and a vendor the billing trends', async () => {
    for (const [who, code] of [[null, 'UNAUTHENTICATED'], [couple, 'FORBIDDEN'], [vendor, 'FORBIDDEN']] as const) {
      await expectRefusal(findBillingTrends(testContext(database.db, who), { days: 30 }), code);
    }
  });

  it('counts sign-ups, enquiries, subscriptions and payments day by day, and a yearly plan’s price over twelve as monthly recurring revenue', async () => {
    const listing = await createListing(database.db, { owner: vendor });
    await startConversation(testContext(database.db, couple), { serviceId: listing, message: 'Is 12 June free?' });
    const monthly = await createSubscription(database.db, await createVendor(database.db), 'photographer');
    const yearlyVendor = await createVendor(database.db);
    await createBusiness(database.db, yearlyVendor);
    const yearly = await plansOf(database.db, 'venue', { interval: 'year' });
    const { invoice } = await subscribe(testContext(database.db, yearlyVendor), { categoryId: yearly.categoryId, planId: yearly.basic.id });
    await markInvoicePaid(testContext(database.db, admin), { id: invoice!.id });

    const { lastDays } = await findAdminDashboard(testContext(database.db, admin));
    const people = (await listUsers(testContext(database.db, admin), {})).total;
    expect(lastDays.since).toBe(new Date(Date.now() - 29 * dayMs).toISOString().slice(0, 10));
    for (const series of [lastDays.daily.signUps, lastDays.daily.enquiries, lastDays.daily.newSubscriptions]) expect(series).toHaveLength(30);
    // Everything happened today: the last day of the chart.
    expect(lastDays.daily.signUps.at(-1)).toBe(people);
    expect(lastDays.daily.enquiries.at(-1)).toBe(1);
    expect(lastDays.daily.newSubscriptions.at(-1)).toBe(2);
    const aud = lastDays.daily.received.find((series) => series.currency === 'aud')!;
    expect(aud.values.at(-1)).toBe(monthly.invoice!.total + invoice!.total);
    expect(sum(lastDays.daily.received.find((series) => series.currency === 'nzd')!.values)).toBe(0);

    // The yearly payment is cash received in full, but a twelfth of it a month.
    expect(lastDays.billing.find((row) => row.category === 'Venues')).toMatchObject({ activeSubscriptions: 1, revenue: invoice!.total });
    const photography = await plansOf(database.db, 'photographer');
    expect(lastDays.monthlyRecurring).toHaveLength(2);
    expect(lastDays.monthlyRecurring).toEqual(
      expect.arrayContaining([
        { category: 'Photography', country: 'Australia', monthly: photography.basic.amount },
        { category: 'Venues', country: 'Australia', monthly: monthlyAmount({ amount: yearly.basic.amount, interval: 'year' }) },
      ]),
    );

    // Ten days on, today's figures sit ten days back, and nothing is counted after them.
    const later = await findAdminDashboard(testContext(database.db, admin, { clock: { now: () => new Date(Date.now() + 10 * dayMs) } }));
    expect(later.lastDays.daily.signUps[19]).toBe(people);
    expect(sum(later.lastDays.daily.signUps.slice(20))).toBe(0);
    expect(later.lastDays.daily.newSubscriptions[19]).toBe(2);
  });
});
