/**
 * The payment providers behind one interface (ARCHITECTURE.md "Real parts"): the built-in one, on by
 * default, where the site issues its own tax invoices paid by bank transfer, and Stripe when
 * STRIPE_SECRET_KEY is set. Billing's state machine is the same for both; a provider only says
 * where the buyer pays and manages their card.
 */

/** One plan of a subscription as a provider bills it: amounts in minor units, tax included. */
export type PlanLine = { planId: number; name: string; amount: number; currency: string; interval: 'month' | 'year' };

export type CheckoutRequest = {
  /** Billing's subscription id: the provider hands it back in its events. */
  subscriptionId: number;
  email: string;
  /** The provider's customer already known for this vendor, if any. */
  customerId: string | null;
  lines: PlanLine[];
  successUrl: string;
  cancelUrl: string;
};

export type PaymentProvider = {
  name: 'builtin' | 'stripe';
  /** Where the buyer pays a new subscription (the page, and the provider's id of it); null when the site invoices it itself. */
  startCheckout(request: CheckoutRequest): Promise<{ url: string; id: string } | null>;
  /** Closes a checkout the buyer gave up on, so it can no longer be paid: false when it was already paid. */
  expireCheckout(id: string): Promise<boolean>;
  /** Where the buyer manages card, plan and cancelling; null when the site's billing page does. */
  openPortal(request: { customerId: string; returnUrl: string }): Promise<string | null>;
  /** Stops a provider's subscription at once: nothing more is charged. */
  cancelSubscription(id: string): Promise<void>;
};

/** The built-in provider: the site's own tax invoices, paid by transfer, marked paid by an administrator. */
export const builtinPayments: PaymentProvider = {
  name: 'builtin',
  startCheckout: () => Promise.resolve(null),
  expireCheckout: () => Promise.resolve(true),
  openPortal: () => Promise.resolve(null),
  cancelSubscription: () => Promise.resolve(),
};
