import { asc } from 'drizzle-orm';
import { z } from 'zod';
import { billingPlans } from '../../../db/schema/billing';
import { comparePlans } from '../../../shared/billing/prices';
import type { RequestContext } from '../../context';
import { readGeography } from '../geo';
import { idField, parseInput, readReferenceData, requireAdministrator } from '../../kernel';

export type BillingPlanRecord = typeof billingPlans.$inferSelect & { countryCode: string };

export const listPlansInput = z.object({
  categoryId: idField('There is no such category.').optional(),
  country: z.enum(['au', 'nz'], { message: 'Choose Australia (au) or New Zealand (nz).' }).optional(),
  // Plans taken off sale too: administrators (the plans editor).
  includeRetired: z.boolean().default(false),
});

export const plansCacheKey = 'billing-plans';

/**
 * Every plan with its country's code, sorted by spec §9's rule: reference data, kept a few seconds.
 * Retired plans too, for the subscriptions and invoices that still name them.
 */
export function allPlans(ctx: RequestContext): Promise<BillingPlanRecord[]> {
  return readReferenceData(ctx.db, plansCacheKey, async () => {
    // One after the other: a transaction's context may read them, one query at a time on its connection.
    const rows = await ctx.db.select().from(billingPlans).orderBy(asc(billingPlans.id));
    const geography = await readGeography(ctx);
    const codeOf = new Map(geography.countries.map((country) => [country.id, country.code]));
    return rows.map((plan) => ({ ...plan, countryCode: codeOf.get(plan.countryId) ?? '' })).sort(comparePlans);
  });
}

/**
 * The plans on sale, which anyone may read, narrowed to a category and a country when given (spec §3
 * billingPlans); with `includeRetired`, an administrator's editor gets those taken off sale too.
 */
export async function listPlans(ctx: RequestContext, input: unknown): Promise<BillingPlanRecord[]> {
  const { categoryId, country, includeRetired } = parseInput(listPlansInput, input);
  if (includeRetired) requireAdministrator(ctx.viewer);
  return (await allPlans(ctx)).filter(
    (plan) => (includeRetired || !plan.metadata.retired) && (categoryId === undefined || plan.categoryId === categoryId) && (country === undefined || plan.countryCode === country),
  );
}
