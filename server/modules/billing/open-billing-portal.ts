import { parseInput, RefusedError } from '../platform';
import type { RequestContext } from '../../context';
import { lockOwnSubscription, subscriptionIdInput } from './find-own-subscription';

/**
 * Where the vendor manages a card-paid subscription (card, plan, cancelling): Stripe's Customer
 * Portal, back to the billing page. Its own vendor only; a subscription billed by tax invoice has
 * no portal (the billing page is its own).
 */
export async function openBillingPortal(ctx: RequestContext, input: unknown): Promise<string> {
  const { id } = parseInput(subscriptionIdInput, input);
  const subscription = await lockOwnSubscription(ctx, id);
  const url = subscription.externalCustomerId && (await ctx.payments.openPortal({ customerId: subscription.externalCustomerId, returnUrl: `${ctx.publicUrl}/vendors/billing` }));
  if (!url) throw new RefusedError('This subscription is billed by tax invoice: manage it on this page.', 'CONFLICT');
  return url;
}
