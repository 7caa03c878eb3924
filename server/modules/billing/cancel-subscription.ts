import { eq } from 'drizzle-orm';
import { billingSubscriptions } from '../../../db/schema/billing';
import type { RequestContext } from '../../context';
import { recordAuditEvent } from '../audit';
import { parseInput, RefusedError } from '../platform';
import { assertBilledByInvoice, lockOwnSubscription, subscriptionIdInput } from './find-own-subscription';
import type { SubscriptionRow } from './subscription-machine';

/**
 * Cancels at the end of the paid period (no minimum term): the listings stay until then, nothing
 * more is charged, and the vendor may resume before it ends. Its own vendor only; audited.
 */
export function cancelSubscription(ctx: RequestContext, input: unknown): Promise<SubscriptionRow> {
  return setCancelAtPeriodEnd(ctx, input, true);
}

/** Takes back a cancellation before the period ends: the subscription renews as before. */
export function resumeSubscription(ctx: RequestContext, input: unknown): Promise<SubscriptionRow> {
  return setCancelAtPeriodEnd(ctx, input, false);
}

async function setCancelAtPeriodEnd(ctx: RequestContext, input: unknown, cancel: boolean): Promise<SubscriptionRow> {
  const { id } = parseInput(subscriptionIdInput, input);
  return ctx.db.transaction(async (db) => {
    const tx = { ...ctx, db };
    const subscription = await lockOwnSubscription(tx, id);
    assertBilledByInvoice(subscription);
    if (subscription.cancelAtPeriodEnd === cancel) throw new RefusedError(cancel ? 'This subscription is already cancelled at the end of its period.' : 'This subscription is not cancelled.', 'CONFLICT');
    const [row] = await db.update(billingSubscriptions).set({ cancelAtPeriodEnd: cancel, updatedAt: ctx.clock.now() }).where(eq(billingSubscriptions.id, id)).returning();
    await recordAuditEvent(tx, { action: cancel ? 'subscription.cancel' : 'subscription.resume', entityType: 'billing_subscription', entityId: id, before: { cancelAtPeriodEnd: !cancel }, after: { cancelAtPeriodEnd: cancel } });
    return row;
  });
}
