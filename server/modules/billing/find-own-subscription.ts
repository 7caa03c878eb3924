import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { billingSubscriptions } from '../../../db/schema/billing';
import type { RequestContext } from '../../context';
import { idField } from '../platform';
import { requireVendor, subscriptionNotFound } from './policy';
import type { SubscriptionRow } from './subscription-machine';

export const subscriptionIdField = idField('There is no such subscription.');
export const subscriptionIdInput = z.object({ id: subscriptionIdField });

/** The viewer's own subscription, locked for a change inside the caller's transaction; an ended one or anyone else's is "not found". */
export async function lockOwnSubscription(ctx: RequestContext, id: number): Promise<SubscriptionRow> {
  const vendor = requireVendor(ctx.viewer);
  const [subscription] = await ctx.db.select().from(billingSubscriptions).where(eq(billingSubscriptions.id, id)).for('update');
  if (!subscription || subscription.status === 'ended' || subscription.vendorId !== vendor.id) throw subscriptionNotFound();
  return subscription;
}
