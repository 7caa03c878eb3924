import type { RequestContext } from '../../context';
import { parseInput } from '../../kernel';
import { lockOwnSubscription, subscriptionIdInput } from './find-own-subscription';
import { setCancelAtPeriodEnd } from './set-cancel-at-period-end';
import { renewIfDue } from './settle-invoice';
import { type SubscriptionRow } from '../../../db/schema/billing';

/** Takes back a cancellation before the period ends: the subscription renews as before (its renewal invoice again, if due). */
export async function resumeSubscription(ctx: RequestContext, input: unknown): Promise<SubscriptionRow> {
  const { id } = parseInput(subscriptionIdInput, input);
  return ctx.db.transaction(async (db) => {
    const tx = { ...ctx, db };
    const row = await setCancelAtPeriodEnd(tx, await lockOwnSubscription(tx, id), false);
    await renewIfDue(tx, row);
    return row;
  });
}
