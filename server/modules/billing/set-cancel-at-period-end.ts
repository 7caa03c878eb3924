import { eq } from 'drizzle-orm';
import { billingSubscriptions } from '../../../db/schema/billing';
import type { RequestContext } from '../../context';
import { recordAuditEvent } from '../audit/internal';
import { RefusedError } from '../../kernel';
import { assertBilledByInvoice } from './find-own-subscription';
import { type SubscriptionRow } from '../../../db/schema/billing';

/** Cancelling at period end, or taking it back, inside the caller's transaction: billed by invoice only, audited. */
export async function setCancelAtPeriodEnd(ctx: RequestContext, subscription: SubscriptionRow, cancel: boolean): Promise<SubscriptionRow> {
  assertBilledByInvoice(subscription);
  if (subscription.cancelAtPeriodEnd === cancel) throw new RefusedError(cancel ? 'This subscription is already cancelled at the end of its period.' : 'This subscription is not cancelled.', 'CONFLICT');
  const [row] = await ctx.db.update(billingSubscriptions).set({ cancelAtPeriodEnd: cancel, updatedAt: ctx.clock.now() }).where(eq(billingSubscriptions.id, subscription.id)).returning();
  await recordAuditEvent(ctx, { action: cancel ? 'subscription.cancel' : 'subscription.resume', entityType: 'billing_subscription', entityId: subscription.id, before: { cancelAtPeriodEnd: !cancel }, after: { cancelAtPeriodEnd: cancel } });
  return row;
}
