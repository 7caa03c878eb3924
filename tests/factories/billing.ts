import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { billingPlans, categories, countries, vendorProfiles } from '../../db/schema';
import { markInvoicePaid, subscribe, type Subscribed } from '../../server/modules/billing';
import { testContext } from '../setup/context';
import { createAdmin, type TestPerson } from './users';

/** A vendor's business, as registration stores it (an Australian one unless told otherwise). */
export async function createBusiness(db: Database, vendor: TestPerson, overrides: Partial<typeof vendorProfiles.$inferInsert> = {}): Promise<void> {
  await db
    .insert(vendorProfiles)
    .values({ userId: vendor.id, businessName: `Business of ${vendor.firstName}`, jobTitle: 'Owner', phone: '+61412345678', businessCountry: 'au', businessNumber: '53004085616', ...overrides })
    .onConflictDoNothing();
}

/** The basic plan and add-ons of a category in a country and interval, as subscribe takes them. */
export async function plansOf(db: Database, category: string, { country = 'au', interval = 'month' }: { country?: string; interval?: 'month' | 'year' } = {}) {
  const rows = await db
    .select({ id: billingPlans.id, categoryId: billingPlans.categoryId, metadata: billingPlans.metadata, amount: billingPlans.amount })
    .from(billingPlans)
    .innerJoin(categories, eq(categories.id, billingPlans.categoryId))
    .innerJoin(countries, eq(countries.id, billingPlans.countryId))
    .where(and(eq(categories.name, category), eq(countries.code, country), eq(billingPlans.interval, interval)));
  const basic = rows.find((row) => !row.metadata.attribute)!;
  return { categoryId: basic.categoryId, basic, photos: rows.find((row) => row.metadata.attribute === 'number_of_photos')!, styles: rows.find((row) => row.metadata.attribute && row.metadata.attribute !== 'number_of_photos')! };
}

/**
 * A vendor's subscription to a category through the use cases (the business made if missing),
 * paid by an administrator unless `paid: false`: active, so their listings there may be published.
 */
export async function createSubscription(db: Database, vendor: TestPerson, category: string, { paid = true, addons = [] as ('photos' | 'styles')[] } = {}): Promise<Subscribed> {
  await createBusiness(db, vendor);
  const plans = await plansOf(db, category);
  const subscribed = await subscribe(testContext(db, vendor), { categoryId: plans.categoryId, planId: plans.basic.id, addonPlanIds: addons.map((addon) => plans[addon].id) });
  if (paid) await markInvoicePaid(testContext(db, await createAdmin(db)), { id: subscribed.invoice!.id });
  return subscribed;
}
