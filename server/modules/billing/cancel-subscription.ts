import type { RequestContext } from '../../context';
import { parseInput, RefusedError } from '../../kernel';
import { lockOwnSubscription, subscriptionIdInput } from './find-own-subscription';
import { openInvoicesOf, voidInvoiceRow } from './issue-invoice';
import { setCancelAtPeriodEnd } from './set-cancel-at-period-end';
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
