import Stripe from 'stripe';
import type { CheckoutRequest, PaymentProvider, PlanLine } from '../payment-provider';

export type StripeOptions = {
  /** STRIPE_SECRET_KEY. */
  secretKey: string;
  /** STRIPE_WEBHOOK_SECRET: the signing secret of the webhook endpoint. */
  webhookSecret: string;
  /** Another address for Stripe's API (tests' local stand-in); Stripe's own by default. */
  apiUrl?: string;
};

/** What billing reads of a Stripe subscription when an event leaves it in doubt. */
export type StripeSubscriptionState = {
  id: string;
  customerId: string;
  /** Billing's subscription id, from the metadata Checkout wrote. */
  subscriptionId: number | null;
  status: string;
  cancelAtPeriodEnd: boolean;
  currentPeriodEnd: Date | null;
  /** Billing's plan of each item (its Price's Product is plan_{id}), in Stripe's order; null for a Price billing did not make. */
  planIds: (number | null)[];
};

export type StripePayments = PaymentProvider & {
  name: 'stripe';
  /** Finds or creates each plan's Product and Price (tax included), answering the Price ids in order. */
  ensurePrices(lines: PlanLine[]): Promise<string[]>;
  /** After an administrator edits a plan: its Price as above, and its Product's name and whether it is sold. */
  syncPlan(line: PlanLine, active: boolean): Promise<void>;
  retrieveSubscription(id: string): Promise<StripeSubscriptionState>;
  /** Parses a webhook's raw body after checking its signature (throws Stripe's signature error). */
  verifyEvent(rawBody: string, signature: string): Stripe.Event;
};

/** A Price's lookup key: a plan at one amount, currency and interval; a plan whose amount changes gets a new Price. */
const lookupKeyOf = (line: PlanLine) => `plan_${line.planId}_${line.currency}_${line.amount}_${line.interval}`;

/** The Stripe adapter: Products and Prices in step with plans, Checkout in subscription mode, the Customer Portal, signed webhooks. */
export function createStripePayments({ secretKey, webhookSecret, apiUrl }: StripeOptions): StripePayments {
  const api = apiUrl ? new URL(apiUrl) : null;
  const stripe = new Stripe(secretKey, {
    maxNetworkRetries: 2,
    ...(api ? { host: api.hostname, port: api.port, protocol: api.protocol.replace(':', '') as 'http' | 'https' } : {}),
  });

  async function ensurePrice(line: PlanLine): Promise<string> {
    const lookupKey = lookupKeyOf(line);
    const found = await stripe.prices.list({ lookup_keys: [lookupKey], limit: 1 });
    if (found.data[0]) return found.data[0].id;
    const productId = `plan_${line.planId}`;
    await stripe.products.retrieve(productId).catch(async (error: unknown) => {
      if ((error as { statusCode?: number }).statusCode !== 404) throw error;
      await stripe.products.create({ id: productId, name: line.name, tax_code: 'txcd_10000000' }, { idempotencyKey: `product-${productId}` });
    });
    const price = await stripe.prices.create(
      {
        product: productId,
        currency: line.currency,
        unit_amount: line.amount,
        recurring: { interval: line.interval },
        tax_behavior: 'inclusive',
        lookup_key: lookupKey,
        // The plan's earlier Price gives up the key it no longer matches.
        transfer_lookup_key: true,
      },
      { idempotencyKey: `price-${lookupKey}` },
    );
    return price.id;
  }

  return {
    name: 'stripe',
    async ensurePrices(lines) {
      const ids: string[] = [];
      for (const line of lines) ids.push(await ensurePrice(line));
      return ids;
    },
    async syncPlan(line, active) {
      await ensurePrice(line);
      // A rename or a plan off sale within a day must not replay an earlier update: the key is unique.
      await stripe.products.update(`plan_${line.planId}`, { name: line.name, active }, { idempotencyKey: `product-plan_${line.planId}-${Date.now()}` });
    },
    async startCheckout({ subscriptionId, email, customerId, lines, successUrl, cancelUrl }: CheckoutRequest) {
      const prices = await this.ensurePrices(lines);
      const session = await stripe.checkout.sessions.create(
        {
          mode: 'subscription',
          line_items: prices.map((price) => ({ price, quantity: 1 })),
          client_reference_id: String(subscriptionId),
          ...(customerId ? { customer: customerId } : { customer_email: email }),
          subscription_data: { metadata: { subscription_id: String(subscriptionId) } },
          success_url: successUrl,
          cancel_url: cancelUrl,
        },
        { idempotencyKey: `checkout-${subscriptionId}-${prices.join('-')}` },
      );
      return { url: session.url!, id: session.id };
    },
    async expireCheckout(id) {
      try {
        await stripe.checkout.sessions.expire(id, {}, { idempotencyKey: `expire-${id}` });
        return true;
      } catch (error) {
        // Only an open session can be expired: one already expired is as good; a complete one was paid.
        const session = await stripe.checkout.sessions.retrieve(id).catch(() => {
          throw error;
        });
        if (session.status === 'open') throw error;
        return session.status !== 'complete';
      }
    },
    async cancelSubscription(id) {
      try {
        await stripe.subscriptions.cancel(id, {}, { idempotencyKey: `cancel-${id}` });
      } catch (error) {
        // Cancelled already (by Stripe or an earlier call): nothing is charged, which is what was asked.
        const subscription = await stripe.subscriptions.retrieve(id).catch(() => {
          throw error;
        });
        if (subscription.status !== 'canceled' && subscription.status !== 'incomplete_expired') throw error;
      }
    },
    async openPortal({ customerId, returnUrl }) {
      const session = await stripe.billingPortal.sessions.create({ customer: customerId, return_url: returnUrl }, { idempotencyKey: `portal-${customerId}-${Date.now()}` });
      return session.url;
    },
    async retrieveSubscription(id) {
      return stripeSubscriptionState(await stripe.subscriptions.retrieve(id));
    },
    verifyEvent(rawBody, signature) {
      return stripe.webhooks.constructEvent(rawBody, signature, webhookSecret);
    },
  };
}

/** Billing's plan id of a Stripe Price: its Product is plan_{id} (ensurePrice made it), else its lookup key names it. */
function planIdOf(price: Stripe.Price | undefined): number | null {
  const product = typeof price?.product === 'string' ? price.product : price?.product?.id;
  const match = /^plan_(\d+)$/.exec(product ?? '') ?? /^plan_(\d+)_/.exec(price?.lookup_key ?? '');
  return match ? Number(match[1]) : null;
}

/** A Stripe subscription as billing reads it (the period end is its items' since API 2025-03). */
export function stripeSubscriptionState(subscription: Stripe.Subscription): StripeSubscriptionState {
  const ends = subscription.items.data.map((item) => item.current_period_end);
  const id = Number(subscription.metadata?.subscription_id);
  return {
    id: subscription.id,
    customerId: typeof subscription.customer === 'string' ? subscription.customer : subscription.customer.id,
    subscriptionId: Number.isInteger(id) && id > 0 ? id : null,
    status: subscription.status,
    cancelAtPeriodEnd: subscription.cancel_at_period_end,
    currentPeriodEnd: ends.length > 0 ? new Date(Math.min(...ends) * 1000) : null,
    planIds: subscription.items.data.map((item) => planIdOf(item.price)),
  };
}
