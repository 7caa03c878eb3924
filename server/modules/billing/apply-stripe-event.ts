import { eq } from 'drizzle-orm';
import type Stripe from 'stripe';
import { billingInvoices, billingProviderEvents, billingSubscriptions } from '../../../db/schema/billing';
import type { StripeSubscriptionState } from '../../integrations/payments/stripe/stripe-payments';
import { stripeSubscriptionState } from '../../integrations/payments/stripe/stripe-payments';
import type { RequestContext } from '../../context';
import { recordAuditEvent } from '../audit';
import { issueInvoice } from './issue-invoice';
import { applySubscriptionEvent, type SubscriptionRow } from './subscription-machine';

export type StripeEventOutcome = 'applied' | 'duplicate' | 'ignored';

/** Reads a Stripe subscription again when an event alone does not say whose it is. */
export type StripeReader = { retrieveSubscription(id: string): Promise<StripeSubscriptionState> };

const seconds = (value: number) => new Date(value * 1000);
const idOf = (value: string | { id: string } | null | undefined) => (typeof value === 'string' ? value : (value?.id ?? null));

/**
 * Applies one Stripe webhook event whose signature the adapter has verified (that is its
 * authorization), through the same state machine as the built-in provider. Idempotent by event id:
 * the event's row is written in the same transaction as its change, so a replay does nothing.
 * Order does not matter: a subscription is found by Stripe's id, or by billing's id in the
 * metadata (read again from Stripe when the event does not carry it); a period only moves forward;
 * a failure of a period already paid is ignored.
 */
export async function applyStripeEvent(ctx: RequestContext, event: Stripe.Event, stripe: StripeReader): Promise<StripeEventOutcome> {
  return ctx.db.transaction(async (db) => {
    const tx = { ...ctx, db };
    const [fresh] = await db.insert(billingProviderEvents).values({ id: event.id, type: event.type }).onConflictDoNothing().returning();
    if (!fresh) return 'duplicate';
    const find = (stripeId: string | null, localId: number | null) => findSubscription(tx, stripe, stripeId, localId);
    switch (event.type) {
      case 'checkout.session.completed': {
        const session = event.data.object;
        const row = await find(idOf(session.subscription), Number(session.client_reference_id) || null);
        if (!row) return 'ignored';
        if (!row.externalCustomerId && session.customer) await db.update(billingSubscriptions).set({ externalCustomerId: idOf(session.customer) }).where(eq(billingSubscriptions.id, row.id));
        return 'applied';
      }
      case 'customer.subscription.created':
      case 'customer.subscription.updated': {
        const state = stripeSubscriptionState(event.data.object);
        const row = await find(state.id, state.subscriptionId);
        if (!row || row.status === 'ended' || row.cancelAtPeriodEnd === state.cancelAtPeriodEnd) return row ? 'applied' : 'ignored';
        await db.update(billingSubscriptions).set({ cancelAtPeriodEnd: state.cancelAtPeriodEnd, updatedAt: ctx.clock.now() }).where(eq(billingSubscriptions.id, row.id));
        await recordAuditEvent(tx, { action: state.cancelAtPeriodEnd ? 'subscription.cancel' : 'subscription.resume', entityType: 'billing_subscription', entityId: row.id, reason: 'Stripe Customer Portal' });
        return 'applied';
      }
      case 'customer.subscription.deleted': {
        const state = stripeSubscriptionState(event.data.object);
        const row = await find(state.id, state.subscriptionId);
        if (!row) return 'ignored';
        await applySubscriptionEvent(tx, row, 'period_ended');
        return 'applied';
      }
      case 'invoice.paid':
      case 'invoice.payment_failed': {
        const invoice = event.data.object;
        const details = invoice.parent?.subscription_details;
        const row = await find(idOf(details?.subscription), Number(details?.metadata?.subscription_id) || null);
        const line = invoice.lines.data[0];
        if (!row || !line) return 'ignored';
        const period = { start: seconds(line.period.start), end: seconds(line.period.end) };
        if (event.type === 'invoice.payment_failed') {
          // A failure of a period already paid for (delivered late) changes nothing.
          if (row.currentPeriodEnd && period.end <= row.currentPeriodEnd) return 'ignored';
          await applySubscriptionEvent(tx, row, 'payment_failed');
          return 'applied';
        }
        const [known] = await db.select({ id: billingInvoices.id }).from(billingInvoices).where(eq(billingInvoices.externalId, invoice.id));
        if (!known) {
          const lines = invoice.lines.data.map((entry) => ({ title: entry.description ?? 'Subscription', amount: entry.amount }));
          await issueInvoice(tx, row, { lines, period, dueAt: seconds(invoice.created), paidExternally: { externalId: invoice.id } });
        }
        await applySubscriptionEvent(tx, row, 'paid', period);
        return 'applied';
      }
      default:
        return 'ignored';
    }
  });
}

/** Billing's Stripe subscription, linked to Stripe's id the first time it is seen; locked for the change. */
async function findSubscription(ctx: RequestContext, stripe: StripeReader, stripeId: string | null, localId: number | null): Promise<SubscriptionRow | null> {
  if (stripeId) {
    const [linked] = await ctx.db.select().from(billingSubscriptions).where(eq(billingSubscriptions.externalId, stripeId)).for('update');
    if (linked) return linked;
  }
  // In doubt (an event before checkout's, without metadata): Stripe's subscription says whose it is.
  const remote = !localId && stripeId ? await stripe.retrieveSubscription(stripeId) : null;
  const id = localId ?? remote?.subscriptionId ?? null;
  if (!id) return null;
  const [row] = await ctx.db.select().from(billingSubscriptions).where(eq(billingSubscriptions.id, id)).for('update');
  if (!row || row.provider !== 'stripe') return null;
  if (!stripeId || row.externalId) return row;
  const [linked] = await ctx.db.update(billingSubscriptions).set({ externalId: stripeId }).where(eq(billingSubscriptions.id, id)).returning();
  return linked;
}
