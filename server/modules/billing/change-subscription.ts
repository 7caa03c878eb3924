import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { billingSubscriptions } from '../../../db/schema/billing';
import type { RequestContext } from '../../context';
import { recordAuditEvent } from '../audit/internal';
import { listCategories } from '../catalog';
import { readGeography } from '../geo';
import { InvalidInputError, parseInput, RefusedError } from '../../kernel';
import { assertBilledByInvoice, lockOwnSubscription, subscriptionIdField } from './find-own-subscription';
import { issueInvoice, openInvoicesOf, periodEndOf, periodLines, subscriptionPlans, voidInvoiceRow, withCredit, type InvoiceRow } from './issue-invoice';
import type { BillingPlanRecord } from './list-plans';
import { addonPlansField, checkPlanChoice, planField } from './plan-choice';
import { applyPlanChange } from './settle-invoice';
import type { SubscriptionRow, InvoiceLine, InvoicePurpose } from '../../../db/schema/billing';

export const changeSubscriptionInput = z.object({ id: subscriptionIdField, planId: planField, addonPlanIds: addonPlansField });

/** A change as asked for, its input parsed. */
export type ChangeChoice = z.infer<typeof changeSubscriptionInput>;

type Period = { start: Date; end: Date };

/** What a change costs and when it takes effect, before it is made (the billing page shows it) and as it is made. */
export type ChangeQuote = {
  /** 'now': nothing to pay for it (or nothing paid yet at all); 'on_payment': when its tax invoice is paid. */
  takesEffect: 'now' | 'on_payment';
  /** The tax invoice it needs, its lines after credit; null when none. */
  invoice: { purpose: InvoicePurpose; lines: InvoiceLine[]; total: number; creditApplied: number; period: Period; dueAt?: Date } | null;
  /** The new period when the interval changes: from the day of the change (at once, or once paid). */
  period: Period | null;
  /** The subscription's credit afterwards: owed to the vendor, taken off its next invoices. */
  creditAfter: number;
  currency: string;
  /** The choice is the subscription's own: asking for it withdraws a change still waiting for payment. */
  unchanged: boolean;
};

const total = (entries: { amount: number }[]) => entries.reduce((sum, entry) => sum + entry.amount, 0);
const dayMs = 24 * 60 * 60 * 1000;

export const unusedCreditTitle = 'Credit for the unused part of the previous period';

/**
 * Prices a change of a subscription from `oldPlans` to `newPlans` at `now`, with `credit` it holds:
 * - not paid yet: a first invoice for the new choice replaces the open one;
 * - the same interval: the difference for the paid time left. More: a change invoice (less the
 *   credit), the change taking effect when it is paid. Less or the same: at once, the unused
 *   difference kept as credit;
 * - another interval: a new period from today, less the unused part of the paid one. Still
 *   something to pay: on payment. Nothing: at once, what the unused part exceeds kept as credit.
 */
export function priceChange({ subscription, oldPlans, newPlans, categoryTitle, credit, now, paymentTermsDays }: {
  subscription: Pick<SubscriptionRow, 'currentPeriodStart' | 'currentPeriodEnd'>;
  oldPlans: BillingPlanRecord[];
  newPlans: BillingPlanRecord[];
  categoryTitle: string;
  credit: number;
  now: Date;
  paymentTermsDays: number;
}): Omit<ChangeQuote, 'unchanged'> {
  const [plan] = newPlans;
  const currency = plan.currency;
  const { currentPeriodStart: start, currentPeriodEnd: end } = subscription;
  if (!start || !end) {
    const lines = periodLines(newPlans, categoryTitle);
    return { takesEffect: 'now', invoice: { purpose: 'first', lines, total: total(lines), creditApplied: 0, period: { start: now, end: periodEndOf(now, plan.interval) } }, period: null, creditAfter: credit, currency };
  }
  // The paid time left, as a share of a period (more than one when the next period is paid already).
  const unused = Math.max(0, end.getTime() - now.getTime()) / (end.getTime() - start.getTime());
  // Unpaid, a change lapses with the period it was priced in: it falls due by then.
  const dueAt = new Date(Math.min(now.getTime() + paymentTermsDays * dayMs, end.getTime()));
  if (plan.interval !== oldPlans[0].interval) {
    const period = { start: now, end: periodEndOf(now, plan.interval) };
    const unusedValue = Math.round(total(oldPlans) * unused);
    const newLines = periodLines(newPlans, categoryTitle);
    const deducted = Math.min(unusedValue, total(newLines));
    const base = deducted > 0 ? [...newLines, { title: unusedCreditTitle, amount: -deducted }] : newLines;
    const { lines, applied } = withCredit(base, credit);
    if (total(lines) > 0) return { takesEffect: 'on_payment', invoice: { purpose: 'change', lines, total: total(lines), creditApplied: applied, period, dueAt }, period, creditAfter: credit - applied, currency };
    return { takesEffect: 'now', invoice: null, period, creditAfter: credit - applied + (unusedValue - deducted), currency };
  }
  const difference = Math.round((total(newPlans) - total(oldPlans)) * unused);
  if (difference <= 0) return { takesEffect: 'now', invoice: null, period: null, creditAfter: credit - difference, currency };
  const { lines, applied } = withCredit([{ title: `Plan change for the rest of the period — ${categoryTitle}`, amount: difference }], credit);
  if (total(lines) === 0) return { takesEffect: 'now', invoice: null, period: null, creditAfter: credit - applied, currency };
  return { takesEffect: 'on_payment', invoice: { purpose: 'change', lines, total: total(lines), creditApplied: applied, period: { start: now, end }, dueAt }, period: null, creditAfter: credit - applied, currency };
}

type PreparedChange = { subscription: SubscriptionRow; plan: BillingPlanRecord; addons: BillingPlanRecord[]; pending: InvoiceRow[]; quote: ChangeQuote };

/**
 * A change checked and priced inside the caller's transaction, as if the change still waiting for
 * payment (its invoice, and the credit that invoice holds) were withdrawn first: the vendor's own
 * subscription billed by invoice, paid up (or not paid at all), and a plan of its category and
 * country. Shared by changing and by pricing a change.
 */
export async function prepareChange(ctx: RequestContext, { id, planId, addonPlanIds }: ChangeChoice): Promise<PreparedChange> {
  const subscription = await lockOwnSubscription(ctx, id);
  assertBilledByInvoice(subscription);
  if (subscription.status === 'past_due' || subscription.status === 'hidden') throw new RefusedError('Pay the open tax invoice first: a plan changes once the subscription is paid up.', 'CONFLICT');
  const code = (await readGeography(ctx)).countries.find((entry) => entry.id === subscription.countryId)!.code;
  const { plan, addons } = await checkPlanChoice(ctx, { categoryId: subscription.categoryId, country: { code, where: 'where this subscription is billed' } }, planId, addonPlanIds);
  const oldPlans = await subscriptionPlans(ctx, subscription);
  const pending = await openInvoicesOf(ctx, id, subscription.status === 'awaiting_payment' ? 'first' : 'change');
  const unchanged = plan.id === subscription.planId && addons.length === oldPlans.length - 1 && addons.every((addon) => oldPlans.some((old) => old.id === addon.id));
  if (unchanged && (subscription.status === 'awaiting_payment' || pending.length === 0)) throw new InvalidInputError({ planId: ['This is already your plan: choose another interval or other add-ons.'] });
  const category = (await listCategories(ctx)).find((entry) => entry.id === subscription.categoryId)!;
  const credit = subscription.credit + total(pending.map((invoice) => ({ amount: invoice.creditApplied })));
  const quote = unchanged
    ? { takesEffect: 'now' as const, invoice: null, period: null, creditAfter: credit, currency: plan.currency }
    : priceChange({ subscription, oldPlans, newPlans: [plan, ...addons], categoryTitle: category.title, credit, now: ctx.clock.now(), paymentTermsDays: ctx.settings['billing.payment_terms_days'] });
  return { subscription, plan, addons, pending, quote: { ...quote, unchanged } };
}

/**
 * Changes the plan (monthly ↔ yearly) or the add-ons, priced by `priceChange`. A change that costs
 * something takes effect when its tax invoice is paid (until then the subscription and its limits
 * stay as they were; unpaid by the end of the period, it lapses). A change still waiting for
 * payment is replaced (choosing the current plans again withdraws it). Its own vendor only, on the
 * built-in provider (Stripe's portal changes card-paid ones); audited.
 */
export async function changeSubscription(ctx: RequestContext, input: unknown): Promise<{ subscription: SubscriptionRow; invoice: InvoiceRow | null; quote: ChangeQuote }> {
  const choice = parseInput(changeSubscriptionInput, input);
  return ctx.db.transaction(async (db) => {
    const tx = { ...ctx, db };
    const prepared = await prepareChange(tx, choice);
    const { plan, addons, pending, quote } = prepared;
    for (const invoice of pending) await voidInvoiceRow(tx, invoice, quote.unchanged ? 'Withdrawn by the vendor before payment.' : 'Replaced by another change before payment.');
    let [subscription] = await db.select().from(billingSubscriptions).where(eq(billingSubscriptions.id, prepared.subscription.id));
    if (quote.unchanged) return { subscription, invoice: null, quote };
    const change = { planId: plan.id, addonPlanIds: addons.map((addon) => addon.id) };
    if (quote.takesEffect === 'on_payment') {
      const invoice = await issueInvoice(tx, subscription, { ...quote.invoice!, planChange: change });
      return { subscription, invoice, quote };
    }
    if (quote.creditAfter !== subscription.credit) {
      await db.update(billingSubscriptions).set({ credit: quote.creditAfter }).where(eq(billingSubscriptions.id, subscription.id));
      await recordAuditEvent(tx, { action: 'subscription.credit', entityType: 'billing_subscription', entityId: subscription.id, before: { credit: subscription.credit }, after: { credit: quote.creditAfter, currency: quote.currency }, reason: 'The unused part of the paid period, after a change.' });
      subscription = { ...subscription, credit: quote.creditAfter };
    }
    subscription = await applyPlanChange(tx, subscription, change, { period: quote.period ?? undefined, reason: 'Changed by the vendor.' });
    const invoice = quote.invoice ? await issueInvoice(tx, subscription, quote.invoice) : null;
    return { subscription, invoice, quote };
  });
}
