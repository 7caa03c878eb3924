import { asc } from 'drizzle-orm';
import { z } from 'zod';
import { billingPlans } from '../../../db/schema/billing';
import { comparePlans } from '../../../shared/billing/prices';
import type { RequestContext } from '../../context';
import { readGeography } from '../geo';
import { idField, parseInput, readReferenceData } from '../platform';

export type BillingPlanRecord = typeof billingPlans.$inferSelect & { countryCode: string };

export const listPlansInput = z.object({
  categoryId: idField('There is no such category.').optional(),
  country: z.enum(['au', 'nz'], { message: 'Choose Australia (au) or New Zealand (nz).' }).optional(),
});

/** Every plan with its country's code, sorted by spec §9's rule: reference data, kept a few seconds. */
function allPlans(ctx: RequestContext): Promise<BillingPlanRecord[]> {
  return readReferenceData(ctx.db, 'billing-plans', async () => {
    const [rows, geography] = await Promise.all([ctx.db.select().from(billingPlans).orderBy(asc(billingPlans.id)), readGeography(ctx)]);
    const codeOf = new Map(geography.countries.map((country) => [country.id, country.code]));
    return rows.map((plan) => ({ ...plan, countryCode: codeOf.get(plan.countryId) ?? '' })).sort(comparePlans);
  });
}

/** The plans anyone may read, narrowed to a category and a country when given (spec §3 billingPlans). */
export async function listPlans(ctx: RequestContext, input: unknown = {}): Promise<BillingPlanRecord[]> {
  const { categoryId, country } = parseInput(listPlansInput, input);
  return (await allPlans(ctx)).filter((plan) => (categoryId === undefined || plan.categoryId === categoryId) && (country === undefined || plan.countryCode === country));
}
