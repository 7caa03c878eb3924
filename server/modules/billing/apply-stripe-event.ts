import { eq } from 'drizzle-orm';
import type Stripe from 'stripe';
import { z } from 'zod';
import { billingInvoices, billingProviderEvents, billingSubscriptionItems, billingSubscriptions } from '../../../db/schema/billing';
import type { PaymentProvider } from '../../integrations/payments/payment-provider';
import type { StripePayments, StripeSubscriptionState } from '../../integrations/payments/stripe/stripe-payments';
import { stripeSubscriptionState } from '../../integrations/payments/stripe/stripe-payments';
import type { RequestContext } from '../../context';
import { parseInput } from '../../kernel';
import { recordAuditEvent } from '../audit/internal';
import { issueInvoice, subscriptionPlans } from './issue-invoice';
import { allPlans } from './list-plans';
import { assertProviderEvent } from './policy';
import { applySubscriptionEvent } from './subscription-machine';
import { type SubscriptionRow } from '../../../db/schema/billing';

export type StripeEventOutcome = 'applied' | 'duplicate' | 'ignored';

/**
 * A Stripe event's envelope. The webhook adapter has verified the signature of the body it came
 * in, so its object is Stripe's own, read with Stripe's types by the event's type.
 */
export const stripeEventInput = z.looseObject({
  id: z.string().min(1).max(255),
  type: z.string().min(1).max(255),
  created: z.number().int().min(0),
  data: z.looseObject({ object: z.record(z.string(), z.unknown()) }),
});

/** What billing asks of Stripe while applying an event: a subscription read again when in doubt, or stopped. */
type StripeReader = Pick<StripePayments, 'retrieveSubscription' | 'cancelSubscription'>;

/** Stripe's events arrive only where Stripe takes the payments (the webhook is mounted then): the context's provider is Stripe. */
function stripeReaderOf(payments: PaymentProvider): StripeReader {
  if (payments.name !== 'stripe') throw new Error('A Stripe event was applied with another payment provider in the context.');
  return payments as StripePayments;
}

const seconds = (value: number) => new Date(value * 1000);
const idOf = (value: string | { id: string } | null | undefined) => (typeof value === 'string' ? value : (value?.id ?? null));

/**
 * Applies one Stripe webhook event whose signature the adapter has verified (that is its
 * authorization), through the same state machine as the built-in provider. Idempotent by event id:
 * the event's row is written in the same transaction as its change, so a replay does nothing.
 * Order does not matter: a subscription is found by Stripe's id, or by billing's id in the
 * metadata (read again from Stripe when the event does not carry it); a period only moves forward;
 * a failure of a period already paid is ignored; a subscription event older than (or as old as)
 * the last one applied is not trusted: the subscription is read again from Stripe and that applied.
 */
export async function applyStripeEvent(ctx: RequestContext, input: unknown): Promise<StripeEventOutcome> {
  // Its envelope checked, the rest is as Stripe signed it: read with Stripe's types.
  const event = parseInput(stripeEventInput, input) as unknown as Stripe.Event;
  assertProviderEvent(ctx.viewer);
  const stripe = stripeReaderOf(ctx.payments);
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
        if (await stopIfEnded(tx, stripe, row, idOf(session.subscription))) return 'applied';
        await rememberCustomer(tx, row, idOf(session.customer));
        return 'applied';
      }
      case 'checkout.session.expired': {
        // The vendor left Checkout unpaid: the subscription ends, so they may subscribe again.
        const session = event.data.object;
        const row = await find(null, Number(session.client_reference_id) || null);
        if (!row || row.status !== 'awaiting_payment' || row.externalCheckoutId !== session.id) return 'ignored';
        await applySubscriptionEvent(tx, row, 'closed', { reason: 'Its Stripe Checkout expired unpaid.' });
        return 'applied';
      }
      case 'customer.subscription.created':
      case 'customer.subscription.updated': {
        let state = stripeSubscriptionState(event.data.object);
        const row = await find(state.id, state.subscriptionId);
        if (!row) return 'ignored';
        if (row.status === 'ended') {
          if (state.status !== 'canceled' && state.status !== 'incomplete_expired') await stopIfEnded(tx, stripe, row, state.id);
          return 'applied';
        }
        const created = seconds(event.created);
        // In doubt (an event no newer than one applied): Stripe's subscription as it is now.
        if (row.externalEventAt && created <= row.externalEventAt) state = await stripe.retrieveSubscription(state.id);
        await syncFromStripe(tx, row, state, row.externalEventAt && row.externalEventAt > created ? row.externalEventAt : created);
        return 'applied';
      }
      case 'customer.subscription.deleted': {
        const state = stripeSubscriptionState(event.data.object);
        const row = await find(state.id, state.subscriptionId);
        if (!row) return 'ignored';
        await applySubscriptionEvent(tx, row, 'period_ended', { reason: 'Stripe ended the subscription.' });
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
          await issueInvoice(tx, row, { purpose: 'card', lines, period, dueAt: seconds(invoice.created), paidExternally: { externalId: invoice.id } });
        }
        if (await stopIfEnded(tx, stripe, row, idOf(details?.subscription))) return 'applied';
        await rememberCustomer(tx, row, idOf(invoice.customer));
        await applySubscriptionEvent(tx, row, 'paid', { period });
        return 'applied';
      }
      default:
        return 'ignored';
    }
  });
}

/**
 * Stripe still bills a subscription that ended here (given up before its checkout was paid, or its
 * vendor's account deleted while Stripe could not be reached): it is cancelled in Stripe, audited.
 * True when it had ended.
 */
async function stopIfEnded(ctx: RequestContext, stripe: StripeReader, row: SubscriptionRow, stripeId: string | null): Promise<boolean> {
  if (row.status !== 'ended') return false;
  if (stripeId) {
    await stripe.cancelSubscription(stripeId);
    await recordAuditEvent(ctx, { action: 'subscription.stripe_cancelled', entityType: 'billing_subscription', entityId: row.id, reason: 'Stripe billed a subscription that had ended.' });
  }
  return true;
}

/** Keeps the vendor's Stripe customer on the subscription (their next subscription's checkout reuses it). */
async function rememberCustomer(ctx: RequestContext, row: SubscriptionRow, customerId: string | null): Promise<void> {
  if (customerId && row.externalCustomerId !== customerId) await ctx.db.update(billingSubscriptions).set({ externalCustomerId: customerId }).where(eq(billingSubscriptions.id, row.id));
}

/**
 * A Stripe subscription as Stripe has it (changed in the Customer Portal): its customer, whether it
 * is cancelled at period end, and its items' prices as billing's plan and add-ons (plans of another
 * category or country are not taken), each change audited. `seen` is the newest event applied.
 */
async function syncFromStripe(ctx: RequestContext, row: SubscriptionRow, state: StripeSubscriptionState, seen: Date): Promise<void> {
  await rememberCustomer(ctx, row, state.customerId);
  const now = ctx.clock.now();
  await ctx.db.update(billingSubscriptions).set({ externalEventAt: seen }).where(eq(billingSubscriptions.id, row.id));
  if (row.cancelAtPeriodEnd !== state.cancelAtPeriodEnd) {
    await ctx.db.update(billingSubscriptions).set({ cancelAtPeriodEnd: state.cancelAtPeriodEnd, updatedAt: now }).where(eq(billingSubscriptions.id, row.id));
    await recordAuditEvent(ctx, { action: state.cancelAtPeriodEnd ? 'subscription.cancel' : 'subscription.resume', entityType: 'billing_subscription', entityId: row.id, before: { cancelAtPeriodEnd: row.cancelAtPeriodEnd }, after: { cancelAtPeriodEnd: state.cancelAtPeriodEnd }, reason: 'Stripe Customer Portal' });
  }
  const plans = (await allPlans(ctx)).filter((plan) => plan.categoryId === row.categoryId && plan.countryId === row.countryId && state.planIds.includes(plan.id));
  const basic = plans.find((plan) => !plan.metadata.attribute);
  if (!basic) return;
  const addonIds = plans.filter((plan) => plan.metadata.attribute && plan.interval === basic.interval).map((plan) => plan.id);
  const before = await subscriptionPlans(ctx, row);
  const beforeAddons = before.slice(1).map((plan) => plan.id);
  if (basic.id === row.planId && addonIds.length === beforeAddons.length && addonIds.every((id) => beforeAddons.includes(id))) return;
  await ctx.db.update(billingSubscriptions).set({ planId: basic.id, updatedAt: now }).where(eq(billingSubscriptions.id, row.id));
  await ctx.db.delete(billingSubscriptionItems).where(eq(billingSubscriptionItems.subscriptionId, row.id));
  if (addonIds.length > 0) await ctx.db.insert(billingSubscriptionItems).values(addonIds.map((planId) => ({ subscriptionId: row.id, planId })));
  await recordAuditEvent(ctx, {
    action: 'subscription.change',
    entityType: 'billing_subscription',
    entityId: row.id,
    before: { planId: row.planId, addonPlanIds: beforeAddons },
    after: { planId: basic.id, addonPlanIds: addonIds },
    reason: 'Stripe Customer Portal',
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
