import { z } from 'zod';
import { billingIntervals, billingPlans } from '../../../db/schema/billing';
import type { RequestContext } from '../../context';
import { recordAuditEvent } from '../audit/internal';
import { listCategories } from '../catalog';
import { readGeography } from '../geo';
import { blankIsAbsent, idField, InvalidInputError, parseInput, requireAdministrator } from '../../kernel';
import { allPlans, type BillingPlanRecord } from './list-plans';
import { auditedPlan, planAmountField, planTitleField, publishPlan } from './plan-fields';

export const createPlanInput = z.object({
  categoryId: idField('Choose a category.'),
  country: z.enum(['au', 'nz'], { message: 'Choose Australia or New Zealand.' }),
  interval: z.enum(billingIntervals, { message: 'Choose monthly or yearly.' }),
  title: planTitleField,
  amount: planAmountField,
  // Blank for a basic plan; an add-on names the attribute it extends.
  attribute: z.preprocess(blankIsAbsent, z.string().max(64, 'Choose an add-on this category has.').optional()),
});

/**
 * An administrator adds a plan to a category in a country: a basic plan, or an add-on extending
 * one of the attributes the category's add-ons already extend (what an add-on grants is the
 * listing editor's business). On sale at once; audited; Stripe's Product and Price made when
 * Stripe takes payments.
 */
export async function createPlan(ctx: RequestContext, input: unknown): Promise<BillingPlanRecord> {
  const { categoryId, country, interval, title, amount, attribute } = parseInput(createPlanInput, input);
  requireAdministrator(ctx.viewer);
  const [categories, geography, plans] = await Promise.all([listCategories(ctx), readGeography(ctx), allPlans(ctx)]);
  if (!categories.some((category) => category.id === categoryId)) throw new InvalidInputError({ categoryId: ['Choose a category.'] });
  if (attribute !== undefined && !plans.some((plan) => plan.categoryId === categoryId && plan.metadata.attribute === attribute)) {
    throw new InvalidInputError({ attribute: ['Choose an add-on this category has.'] });
  }
  const place = geography.countries.find((entry) => entry.code === country)!;
  return ctx.db.transaction(async (db) => {
    const [row] = await db
      .insert(billingPlans)
      .values({ categoryId, countryId: place.id, title, amount, currency: place.paymentCurrency, interval, metadata: attribute ? { attribute } : {} })
      .returning();
    await recordAuditEvent({ ...ctx, db }, { action: 'billing_plan.create', entityType: 'billing_plan', entityId: row.id, after: auditedPlan(row) });
    return row;
  }).then((row) => publishPlan(ctx, row));
}
