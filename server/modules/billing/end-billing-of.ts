import { and, eq, ne } from 'drizzle-orm';
import { billingSubscriptions } from '../../../db/schema/billing';
import type { RequestContext } from '../../context';
import { releaseListings } from '../catalog/internal';
import { applySubscriptionEvent } from './subscription-machine';
import { log } from '../../observability/log';

export type EndedBilling = {
  ended: number;
  /**
   * Cancels the ended card subscriptions in Stripe (and closes checkouts still open), so the card
   * is charged no more: run it once the deletion is committed, so a refused deletion changes
   * nothing at Stripe. A failure is logged; should Stripe still bill one, its next event for the
   * ended subscription cancels it (applyStripeEvent).
   */
  stopCardCharges(): Promise<void>;
};

/**
 * A vendor's account is being deleted (by an administrator: endVendorBilling; by the vendor:
 * privacy's deleteMyAccount), inside the deletion's transaction: each subscription that has not
 * ended ends now, through the state machine (its open invoices void, audited). Its listings lose
 * their billing holds. Tax invoices stay: they name the buyer's business as issued and outlive the
 * account. The caller has decided; no permission is checked here.
 */
export async function endBillingOf(ctx: RequestContext, vendorId: number): Promise<EndedBilling> {
  const running = await ctx.db
    .select()
    .from(billingSubscriptions)
    .where(and(eq(billingSubscriptions.vendorId, vendorId), ne(billingSubscriptions.status, 'ended')))
    .for('update');
  for (const subscription of running) await applySubscriptionEvent(ctx, subscription, 'closed', { reason: 'The vendor’s account was deleted.' });
  await releaseListings(ctx, { vendorId, kind: 'billing' });
  return {
    ended: running.length,
    async stopCardCharges() {
      for (const { id, externalId, externalCheckoutId } of running) {
        try {
          if (externalId) await ctx.payments.cancelSubscription(externalId);
          else if (externalCheckoutId) await ctx.payments.expireCheckout(externalCheckoutId);
        } catch (error) {
          log.error({ err: error, requestId: ctx.requestId }, `Stripe not told to stop billing subscription ${id} of a deleted account`);
        }
      }
    },
  };
}
