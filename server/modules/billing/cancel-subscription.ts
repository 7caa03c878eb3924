import { eq } from 'drizzle-orm';
import { billingSubscriptions } from '../../../db/schema/billing';
import type { RequestContext } from '../../context';
import { recordAuditEvent } from '../audit/internal';
import { parseInput, RefusedError } from '../../kernel';
import { assertBilledByInvoice, lockOwnSubscription, subscriptionIdInput } from './find-own-subscription';
import { openInvoicesOf, voidInvoiceRow } from './issue-invoice';
import { renewIfDue } from './settle-invoice';
import { applySubscriptionEvent } from './subscription-machine';
import { type SubscriptionRow } from '../../../db/schema/billing';

/**
 * Cancels (no minimum term). Not paid yet, whichever provider: it ends at once, its first invoice
 * void or its Stripe Checkout closed, so the vendor may subscribe again. Paid: at the end of the
 * paid period; the listings stay until then, nothing more is charged (an open renewal invoice is
 * void), and the vendor may resume before it ends. A card-paid one cancels in Stripe's portal.
 * Its own vendor only; audited.
 */
export async function cancelSubscription(ctx: RequestContext, input: unknown): Promise<SubscriptionRow> {
  const { id } = parseInput(subscriptionIdInput, input);
  return ctx.db.transaction(async (db) => {
    const tx = { ...ctx, db };
    const subscription = await lockOwnSubscription(tx, id);
    if (subscription.status === 'awaiting_payment') {
      if (subscription.externalCheckoutId && !(await ctx.payments.expireCheckout(subscription.externalCheckoutId))) {
        throw new RefusedError('Your card payment has just gone through: the subscription starts in a moment. To stop it, cancel it with Manage card and plan.', 'CONFLICT');
      }
      return applySubscriptionEvent(tx, subscription, 'closed', { reason: 'Cancelled by the vendor before the first payment.' });
    }
    const row = await setCancelAtPeriodEnd(tx, subscription, true);
    for (const renewal of await openInvoicesOf(tx, id, 'renewal')) await voidInvoiceRow(tx, renewal, 'Cancelled at period end: the next period is not charged.');
    return row;
  });
}

/** Takes back a cancellation before the period ends: the subscription renews as before (its renewal invoice again, if due). */
export async function resumeSubscription(ctx: RequestContext, input: unknown): Promise<SubscriptionRow> {
  const { id } = parseInput(subscriptionIdInput, input);
  return ctx.db.transaction(async (db) => {
    const tx = { ...ctx, db };
    const row = await setCancelAtPeriodEnd(tx, await lockOwnSubscription(tx, id), false);
    await renewIfDue(tx, row);
    return row;
  });
}

async function setCancelAtPeriodEnd(ctx: RequestContext, subscription: SubscriptionRow, cancel: boolean): Promise<SubscriptionRow> {
  assertBilledByInvoice(subscription);
  if (subscription.cancelAtPeriodEnd === cancel) throw new RefusedError(cancel ? 'This subscription is already cancelled at the end of its period.' : 'This subscription is not cancelled.', 'CONFLICT');
  const [row] = await ctx.db.update(billingSubscriptions).set({ cancelAtPeriodEnd: cancel, updatedAt: ctx.clock.now() }).where(eq(billingSubscriptions.id, subscription.id)).returning();
  await recordAuditEvent(ctx, { action: cancel ? 'subscription.cancel' : 'subscription.resume', entityType: 'billing_subscription', entityId: subscription.id, before: { cancelAtPeriodEnd: !cancel }, after: { cancelAtPeriodEnd: cancel } });
  return row;
}
