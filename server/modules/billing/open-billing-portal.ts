import { parseInput, RefusedError } from '../../kernel';
import type { RequestContext } from '../../context';
import { lockOwnSubscription, subscriptionIdInput } from './find-own-subscription';

/**
 * Where the vendor manages a card-paid subscription (card, plan, cancelling): Stripe's Customer
 * Portal, back to the billing page. Its own vendor only. A subscription billed by tax invoice has
 * no portal (the billing page is its own); a card one not paid yet has no card to manage.
 */
export async function openBillingPortal(ctx: RequestContext, input: unknown): Promise<string> {
  const { id } = parseInput(subscriptionIdInput, input);
  const subscription = await lockOwnSubscription(ctx, id);
  if (subscription.provider === 'builtin') throw new RefusedError('This subscription is billed by tax invoice: manage it on this page.', 'CONFLICT');
  const url = subscription.externalCustomerId && (await ctx.payments.openPortal({ customerId: subscription.externalCustomerId, returnUrl: `${ctx.publicUrl}/vendors/billing` }));
  if (!url) throw new RefusedError('This subscription has no card yet: its checkout was not paid. Cancel it, then subscribe again on the pricing page.', 'CONFLICT');
  return url;
}
