import type { BillingPlanRecord } from '../../../server/modules/billing';

/**
 * The add-on plans a plan form's ticked attributes name (the forms send attributes, since an
 * add-on's plan depends on the interval chosen beside it): those of the basic plan's category,
 * country and interval.
 */
export function addonPlansFor(plans: BillingPlanRecord[], basic: BillingPlanRecord | undefined, attributes: unknown[]): BillingPlanRecord[] {
  if (!basic) return [];
  return plans.filter(
    (plan) => plan.categoryId === basic.categoryId && plan.countryId === basic.countryId && plan.interval === basic.interval && plan.metadata.attribute !== undefined && attributes.includes(plan.metadata.attribute),
  );
}
