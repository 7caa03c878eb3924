/** How a subscription is paid, named by its provider (billing's 'builtin' or 'stripe'), as the billing page and the API say it. */
export const paymentMethodLabel = (provider: 'builtin' | 'stripe'): string => (provider === 'stripe' ? 'Card, managed with Stripe' : 'Bank transfer against a tax invoice');
