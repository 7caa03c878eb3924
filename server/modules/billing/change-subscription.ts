import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { billingInvoices, billingSubscriptionItems, billingSubscriptions } from '../../../db/schema/billing';
import type { RequestContext } from '../../context';
import { recordAuditEvent } from '../audit';
import { listCategories } from '../catalog';
import { parseInput } from '../platform';
import { assertBilledByInvoice, lockOwnSubscription, subscriptionIdField } from './find-own-subscription';
import { issueInvoice, periodEndOf, periodLines, subscriptionPlans, type InvoiceRow } from './issue-invoice';
import { addonPlansField, checkPlanChoice, planField } from './plan-choice';
import type { SubscriptionRow } from './subscription-machine';

export const changeSubscriptionInput = z.object({ id: subscriptionIdField, planId: planField, addonPlanIds: addonPlansField });

const total = (plans: { amount: number }[]) => plans.reduce((sum, plan) => sum + plan.amount, 0);

/**
 * Changes the plan (monthly ↔ yearly) or the add-ons, with proration. Still awaiting payment: the
 * open first invoice is voided and one for the new choice issued. During a paid period: the same
 * interval costs the difference for the days left (an invoice when it is more; less is not
 * refunded, the lower price applies from the next period); a new interval starts a new period
 * today, less the unused part of the old one. Its own vendor only; audited.
 */
export async function changeSubscription(ctx: RequestContext, input: unknown): Promise<{ subscription: SubscriptionRow; invoice: InvoiceRow | null }> {
  const { id, planId, addonPlanIds } = parseInput(changeSubscriptionInput, input);
  return ctx.db.transaction(async (db) => {
    const tx = { ...ctx, db };
    const before = await lockOwnSubscription(tx, id);
    assertBilledByInvoice(before);
    const { plan, addons } = await checkPlanChoice(tx, before.categoryId, planId, addonPlanIds);
    const oldPlans = await subscriptionPlans(tx, before);
    const category = (await listCategories(tx)).find((entry) => entry.id === before.categoryId)!;
    const now = ctx.clock.now();
    const newPlans = [plan, ...addons];

    let period = before.currentPeriodStart && before.currentPeriodEnd ? { start: before.currentPeriodStart, end: before.currentPeriodEnd } : null;
    let lines = periodLines(newPlans, category.title);
    if (!period) {
      // Nothing paid yet: the first invoice is issued again for the new choice.
      const voided = await db
        .update(billingInvoices)
        .set({ status: 'void', voidedAt: now })
        .where(and(eq(billingInvoices.subscriptionId, id), eq(billingInvoices.status, 'open')))
        .returning({ id: billingInvoices.id });
      for (const invoice of voided) await recordAuditEvent(tx, { action: 'invoice.void', entityType: 'billing_invoice', entityId: invoice.id, reason: 'Replaced by a plan change before payment.' });
    } else {
      const length = period.end.getTime() - period.start.getTime();
      const unused = Math.max(0, period.end.getTime() - now.getTime()) / length;
      if (plan.interval !== oldPlans[0].interval) {
        const credit = Math.round(total(oldPlans) * unused);
        period = { start: now, end: periodEndOf(now, plan.interval) };
        if (credit > 0) lines = [...lines, { title: 'Credit for the unused part of the previous period', amount: -Math.min(credit, total(newPlans)) }];
      } else {
        const difference = Math.round((total(newPlans) - total(oldPlans)) * unused);
        lines = difference > 0 ? [{ title: `Plan change for the rest of the period — ${category.title}`, amount: difference }] : [];
      }
    }

    const [subscription] = await db
      .update(billingSubscriptions)
      .set({ planId: plan.id, updatedAt: now, ...(period && before.currentPeriodEnd ? { currentPeriodStart: period.start, currentPeriodEnd: period.end } : {}) })
      .where(eq(billingSubscriptions.id, id))
      .returning();
    await db.delete(billingSubscriptionItems).where(eq(billingSubscriptionItems.subscriptionId, id));
    if (addons.length > 0) await db.insert(billingSubscriptionItems).values(addons.map((addon) => ({ subscriptionId: id, planId: addon.id })));
    await recordAuditEvent(tx, {
      action: 'subscription.change',
      entityType: 'billing_subscription',
      entityId: id,
      before: { planId: before.planId, addonPlanIds: oldPlans.slice(1).map((entry) => entry.id) },
      after: { planId: plan.id, addonPlanIds: addons.map((addon) => addon.id) },
    });
    const amount = total(lines);
    const invoice = amount > 0 ? await issueInvoice(tx, subscription, { lines, period: period ?? { start: now, end: periodEndOf(now, plan.interval) } }) : null;
    return { subscription, invoice };
  });
}
