import { z } from 'zod';
import type { BillingInterval, billingPlans } from '../../../db/schema/billing';
import type { PlanLine } from '../../integrations/payments/payment-provider';
import type { StripePayments } from '../../integrations/payments/stripe/stripe-payments';
import type { RequestContext } from '../../context';
import { listCategories } from '../catalog';
import { readGeography } from '../geo';
import { forgetReferenceData } from '../../kernel';
import { plansCacheKey, type BillingPlanRecord } from './list-plans';
import { log } from '../../observability/log';

/** A price as an administrator types it, dollars and cents ("79", "79.5", "79.00"), in minor units. */
export const planAmountField = z.unknown().transform((value, context) => {
  const text = typeof value === 'number' ? value.toFixed(2) : typeof value === 'string' ? value.trim().replace(/^\$/, '') : '';
  const match = /^(\d{1,6})(?:\.(\d{1,2}))?$/.exec(text);
  if (!match) {
    context.addIssue({ code: 'custom', message: text.startsWith('-') ? 'A price cannot be negative.' : 'Enter the price in dollars and cents, such as 79.00 (at most 999999.99).' });
    return z.NEVER;
  }
  return Number(match[1]) * 100 + Number((match[2] ?? '0').padEnd(2, '0'));
});

/** A plan's title: plain text on one line, as pricing pages and invoices print it. */
export const planTitleField = z
  .string({ message: 'Enter a title.' })
  .trim()
  .min(1, 'Enter a title.')
  .max(100, 'Keep the title to 100 characters.')
  // No control character: a NUL byte must never reach PostgreSQL, and a title is one line.
  .refine((text) => ![...text].some((character) => character.charCodeAt(0) < 32 || character.charCodeAt(0) === 127), 'The title must be plain text on one line.');

/** A checkbox of a form ("on"), or a boolean from GraphQL; unticked is absent. */
export const planActiveField = z.preprocess((value) => value === true || value === 'on' || value === 'true', z.boolean());

/** What the audit log keeps of a plan, before and after a change. */
export const auditedPlan = (plan: { title: string; amount: number; currency: string; interval: BillingInterval; metadata: { attribute?: string; retired?: boolean } }) => ({
  title: plan.title,
  amount: plan.amount,
  currency: plan.currency,
  interval: plan.interval,
  attribute: plan.metadata.attribute ?? null,
  active: !plan.metadata.retired,
});

/** A plan as a payment provider's line: its Stripe Product is named "Basic listing — Venues (AU)". */
export const planLine = (plan: Pick<BillingPlanRecord, 'id' | 'title' | 'amount' | 'currency' | 'interval' | 'countryCode'>, categoryTitle: string): PlanLine => ({
  planId: plan.id,
  name: `${plan.title} — ${categoryTitle} (${plan.countryCode.toUpperCase()})`,
  amount: plan.amount,
  currency: plan.currency,
  interval: plan.interval,
});

/**
 * After a plan is written (and committed): every reader sees it at once, and when Stripe takes
 * payments its Product and Price follow (a new amount gets a new Price, which takes over the
 * plan's lookup key, as Stripe's Prices cannot change; the Product takes the title and the sale). A Stripe failure is logged, not thrown: the
 * change stands and the next checkout ensures the Price again.
 */
export async function publishPlan(ctx: RequestContext, row: typeof billingPlans.$inferSelect): Promise<BillingPlanRecord> {
  forgetReferenceData(ctx.db, plansCacheKey);
  const [geography, categories] = await Promise.all([readGeography(ctx), listCategories(ctx)]);
  const plan = { ...row, countryCode: geography.countries.find((country) => country.id === row.countryId)?.code ?? '' };
  if (ctx.payments.name === 'stripe') {
    const line = planLine(plan, categories.find((category) => category.id === row.categoryId)?.title ?? '');
    await (ctx.payments as StripePayments).syncPlan(line, !row.metadata.retired).catch((error: unknown) => log.error({ err: error, planId: row.id }, 'Stripe price not kept in step for plan'));
  }
  return plan;
}
