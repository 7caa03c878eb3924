import { and, eq } from 'drizzle-orm';
import { billingInvoices, billingSubscriptions, type SubscriptionRow, type SubscriptionStatus } from '../../../db/schema/billing';
import { graceDays } from '../../../shared/billing/prices';
import type { RequestContext } from '../../context';
import { recordAuditEvent } from '../audit/internal';
import { holdListings, releaseListings } from '../catalog/internal';
import { voidInvoiceRow } from './issue-invoice';

/**
 * The one subscription state machine, whichever provider collects the money:
 *
 *   awaiting_payment ─paid→ active ─payment_failed→ past_due (grace) ─grace_expired→ hidden
 *        │                  ↑ └────────────paid─────────┘                     │
 *        │                  └──────────────────────paid────────────────────────┘
 *        └─ voided / period_ended → ended ←─ period_ended (cancelled at period end) ─ any
 *                                   ended ←─ closed (at once: withdrawn before paying, checkout
 *                                            expired, the vendor's account deleted) ─ any
 *
 * Listings are public in active and past_due; hidden and ended hold them (catalog's billing hold);
 * paid releases them at once. Ending voids the open invoices. Every transition is written to the
 * audit log.
 */
export type SubscriptionEvent = 'paid' | 'payment_failed' | 'grace_expired' | 'period_ended' | 'voided' | 'closed';

const transitions: Record<SubscriptionStatus, Partial<Record<SubscriptionEvent, SubscriptionStatus>>> = {
  awaiting_payment: { paid: 'active', voided: 'ended', period_ended: 'ended', closed: 'ended' },
  active: { paid: 'active', payment_failed: 'past_due', period_ended: 'ended', closed: 'ended' },
  past_due: { paid: 'active', payment_failed: 'past_due', grace_expired: 'hidden', period_ended: 'ended', closed: 'ended' },
  hidden: { paid: 'active', payment_failed: 'hidden', period_ended: 'ended', closed: 'ended' },
  ended: {},
};

/** Where `event` takes a subscription in `status`; null when it does not apply there (a late or repeated event). */
export function nextStatus(status: SubscriptionStatus, event: SubscriptionEvent): SubscriptionStatus | null {
  return transitions[status][event] ?? null;
}

/** The states in which a vendor's listings in the subscription's category may be public. */
export const listableStatuses: SubscriptionStatus[] = ['active', 'past_due'];
export const isListable = (status: SubscriptionStatus): boolean => listableStatuses.includes(status);


type Period = { start: Date; end: Date };

/**
 * Applies `event` to a subscription inside the caller's transaction: its new state, period (which
 * only moves forward, so late events cannot shorten it) and grace, the listing holds that follow,
 * the open invoices voided when it ends, and the audit entry (with `reason` when given). Answers
 * the row as it is now; an event that does not apply changes nothing.
 */
export async function applySubscriptionEvent(
  ctx: RequestContext,
  subscription: SubscriptionRow,
  event: SubscriptionEvent,
  { period, reason }: { period?: Period; reason?: string } = {},
): Promise<SubscriptionRow> {
  const status = nextStatus(subscription.status, event);
  if (status === null) return subscription;
  const now = ctx.clock.now();
  const changes: Partial<SubscriptionRow> = { status, updatedAt: now };
  if (period) {
    if (!subscription.currentPeriodEnd || period.end > subscription.currentPeriodEnd) {
      changes.currentPeriodStart = period.start;
      changes.currentPeriodEnd = period.end;
    }
  }
  if (status === 'active' || status === 'ended') changes.graceEndsAt = null;
  // A second failure during grace keeps the first deadline.
  if (status === 'past_due' && subscription.status !== 'past_due') changes.graceEndsAt = new Date(now.getTime() + graceDays * 24 * 60 * 60 * 1000);
  const [row] = await ctx.db.update(billingSubscriptions).set(changes).where(eq(billingSubscriptions.id, subscription.id)).returning();

  if (subscription.vendorId !== null) {
    const listings = { vendorId: subscription.vendorId, categoryId: subscription.categoryId, kind: 'billing' as const };
    if (isListable(status) && !isListable(subscription.status)) await releaseListings(ctx, listings);
    if (!isListable(status) && isListable(subscription.status)) {
      await holdListings(ctx, { ...listings, reason: status === 'hidden' ? 'The subscription’s payment is overdue.' : 'The subscription has ended.', heldBy: null });
    }
  }
  await recordAuditEvent(ctx, {
    action: `subscription.${event}`,
    entityType: 'billing_subscription',
    entityId: subscription.id,
    before: { status: subscription.status, currentPeriodEnd: subscription.currentPeriodEnd?.toISOString() ?? null },
    after: { status: row.status, currentPeriodEnd: row.currentPeriodEnd?.toISOString() ?? null, graceEndsAt: row.graceEndsAt?.toISOString() ?? null },
    reason,
  });
  if (status === 'ended') {
    // Nothing is owed on a subscription that ended: what it still had open is void.
    const open = await ctx.db.select().from(billingInvoices).where(and(eq(billingInvoices.subscriptionId, subscription.id), eq(billingInvoices.status, 'open'))).for('update');
    for (const invoice of open) await voidInvoiceRow(ctx, invoice, 'The subscription ended.');
  }
  return row;
}
