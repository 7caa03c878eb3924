import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { billingSubscriptions } from '../../../db/schema/billing';
import type { RequestContext } from '../../context';
import { idField, RefusedError } from '../../kernel';
import { requireVendor, subscriptionNotFound } from './policy';
import type { SubscriptionRow } from '../../../db/schema/billing';

export const subscriptionIdField = idField('There is no such subscription.');
export const subscriptionIdInput = z.object({ id: subscriptionIdField });

/** The viewer's own subscription, locked for a change inside the caller's transaction; an ended one or anyone else's is "not found". */
export async function lockOwnSubscription(ctx: RequestContext, id: number): Promise<SubscriptionRow> {
  const vendor = requireVendor(ctx.viewer);
  const [subscription] = await ctx.db.select().from(billingSubscriptions).where(eq(billingSubscriptions.id, id)).for('update');
  if (!subscription || subscription.status === 'ended' || subscription.vendorId !== vendor.id) throw subscriptionNotFound();
  return subscription;
}

const managedByStripeMessage = 'This subscription is paid by card: change or cancel it in the card portal (Manage card and plan).';

/** Changes billing makes itself: a card-paid subscription changes in Stripe's Customer Portal, whose events come back. */
export function assertBilledByInvoice(subscription: SubscriptionRow): void {
  if (subscription.provider === 'stripe') throw new RefusedError(managedByStripeMessage, 'CONFLICT');
}
