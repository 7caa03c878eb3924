import { z } from 'zod';
import { billingSubscriptionItems, billingSubscriptions } from '../../../db/schema/billing';
import type { RequestContext } from '../../context';
import { recordAuditEvent } from '../audit';
import { listCategories } from '../catalog';
import { readGeography } from '../geo';
import { idField, InvalidInputError, isUniqueViolation, parseInput, RefusedError } from '../platform';
import { findVendorProfile } from '../vendors';
import { issueInvoice, periodEndOf, periodLines, type InvoiceRow } from './issue-invoice';
import { addonPlansField, checkPlanChoice, planField } from './plan-choice';
import { requireVendor } from './policy';
import type { SubscriptionRow } from './subscription-machine';

export const subscribeInput = z.object({
  categoryId: idField('Choose a category.'),
  planId: planField,
  addonPlanIds: addonPlansField,
});

export type Subscribed = { subscription: SubscriptionRow; invoice: InvoiceRow | null; checkoutUrl: string | null };

export const alreadySubscribedMessage = 'You already have a subscription in this category: change it on your billing page.';

/**
 * A vendor subscribes to a category: one subscription per vendor and category, in their business's
 * country. On the built-in provider it waits for payment of its first tax invoice (bank transfer,
 * marked paid by an administrator); its first period starts when that is paid.
 */
export async function subscribe(ctx: RequestContext, input: unknown): Promise<Subscribed> {
  const { categoryId, planId, addonPlanIds } = parseInput(subscribeInput, input);
  const vendor = requireVendor(ctx.viewer);
  const category = (await listCategories(ctx)).find((entry) => entry.id === categoryId);
  if (!category) throw new InvalidInputError({ categoryId: ['Choose a category.'] });
  const { plan, addons } = await checkPlanChoice(ctx, categoryId, planId, addonPlanIds);
  const business = await findVendorProfile(ctx, { userId: vendor.id });
  if (business.businessCountry !== plan.countryCode) {
    const country = (await readGeography(ctx)).countries.find((entry) => entry.code === business.businessCountry);
    throw new InvalidInputError({ planId: [`Choose a plan for ${country?.name ?? 'your business’s country'}, where your business is registered.`] });
  }
  try {
    return await ctx.db.transaction(async (db) => {
      const tx = { ...ctx, db };
      const now = ctx.clock.now();
      const [subscription] = await db
        .insert(billingSubscriptions)
        .values({
          vendorId: vendor.id,
          categoryId,
          countryId: plan.countryId,
          planId,
          status: 'awaiting_payment',
          provider: 'builtin',
          buyerName: business.businessName,
          buyerNumber: business.businessNumber,
          createdAt: now,
          updatedAt: now,
        })
        .returning();
      if (addons.length > 0) await db.insert(billingSubscriptionItems).values(addons.map((addon) => ({ subscriptionId: subscription.id, planId: addon.id })));
      await recordAuditEvent(tx, { action: 'subscription.create', entityType: 'billing_subscription', entityId: subscription.id, after: { categoryId, planId, addonPlanIds: addons.map((addon) => addon.id), status: subscription.status } });
      const invoice = await issueInvoice(tx, subscription, { lines: periodLines([plan, ...addons], category.title), period: { start: now, end: periodEndOf(now, plan.interval) } });
      return { subscription, invoice, checkoutUrl: null };
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new RefusedError(alreadySubscribedMessage, 'CONFLICT');
    throw error;
  }
}
