import type { RequestContext } from '../../context';
import { parseInput } from '../../kernel';
import { changeSubscriptionInput, prepareChange, type ChangeQuote } from './change-subscription';

/**
 * What changing a subscription to a plan and add-ons would cost and when it would take effect,
 * without changing anything: the billing page shows it before the vendor confirms. The same input,
 * checks and pricing as changeSubscription.
 */
export async function quoteSubscriptionChange(ctx: RequestContext, input: unknown): Promise<ChangeQuote> {
  const choice = parseInput(changeSubscriptionInput, input);
  return ctx.db.transaction(async (db) => (await prepareChange({ ...ctx, db }, choice)).quote);
}
