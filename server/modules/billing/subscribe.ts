import { and, desc, eq, isNotNull } from 'drizzle-orm';
import { z } from 'zod';
import { billingSubscriptionItems, billingSubscriptions } from '../../../db/schema/billing';
import type { RequestContext } from '../../context';
import { recordAuditEvent } from '../audit/internal';
import { listCategories } from '../catalog';
import { idField, InvalidInputError, isUniqueViolation, parseInput, RefusedError } from '../../kernel';
import { findVendorProfile } from '../vendors';
import { issueInvoice, periodEndOf, periodLines, type InvoiceRow } from './issue-invoice';
import { addonPlansField, checkPlanChoice, planField } from './plan-choice';
import { planLine } from './plan-fields';
import { requireVendor } from './policy';
import { applySubscriptionEvent } from './subscription-machine';
import { type SubscriptionRow } from '../../../db/schema/billing';

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
 * marked paid by an administrator); its first period starts when that is paid. With Stripe it
 * waits for Checkout (the answer's checkoutUrl) and Stripe's events.
 */
export async function subscribe(ctx: RequestContext, input: unknown): Promise<Subscribed> {
  const { categoryId, planId, addonPlanIds } = parseInput(subscribeInput, input);
  const vendor = requireVendor(ctx.viewer);
  const category = (await listCategories(ctx)).find((entry) => entry.id === categoryId);
  if (!category) throw new InvalidInputError({ categoryId: ['Choose a category.'] });
  const business = await findVendorProfile(ctx, { userId: vendor.id });
  const { plan, addons } = await checkPlanChoice(ctx, { categoryId, country: { code: business.businessCountry, where: 'where your business is registered' } }, planId, addonPlanIds);
  const card = ctx.payments.name === 'stripe';
  let subscribed: Subscribed;
  try {
    subscribed = await ctx.db.transaction(async (db) => {
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
          provider: card ? 'stripe' : 'builtin',
          buyerName: business.businessName,
          buyerNumber: business.businessNumber,
          createdAt: now,
          updatedAt: now,
        })
        .returning();
      if (addons.length > 0) await db.insert(billingSubscriptionItems).values(addons.map((addon) => ({ subscriptionId: subscription.id, planId: addon.id })));
      await recordAuditEvent(tx, { action: 'subscription.create', entityType: 'billing_subscription', entityId: subscription.id, after: { categoryId, planId, addonPlanIds: addons.map((addon) => addon.id), status: subscription.status, provider: subscription.provider } });
      // Stripe invoices card payments itself; the built-in provider issues the first tax invoice now.
      const invoice = card ? null : await issueInvoice(tx, subscription, { purpose: 'first', lines: periodLines([plan, ...addons], category.title), period: { start: now, end: periodEndOf(now, plan.interval) } });
      return { subscription, invoice, checkoutUrl: null };
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new RefusedError(alreadySubscribedMessage, 'CONFLICT');
    throw error;
  }
  if (!card) return subscribed;
  const { subscription } = subscribed;
  try {
    // One Stripe customer per vendor, whichever category: their card and invoices in one place.
    const [known] = await ctx.db
      .select({ customerId: billingSubscriptions.externalCustomerId })
      .from(billingSubscriptions)
      .where(and(eq(billingSubscriptions.vendorId, vendor.id), isNotNull(billingSubscriptions.externalCustomerId)))
      .orderBy(desc(billingSubscriptions.id))
      .limit(1);
    const checkout = await ctx.payments.startCheckout({
      subscriptionId: subscription.id,
      email: vendor.email,
      customerId: known?.customerId ?? null,
      lines: [plan, ...addons].map((entry) => planLine(entry, category.title)),
      successUrl: `${ctx.publicUrl}/vendors/billing?checkout=done`,
      cancelUrl: `${ctx.publicUrl}/pricing?category=${category.name}`,
    });
    const [waiting] = await ctx.db.update(billingSubscriptions).set({ externalCheckoutId: checkout!.id }).where(eq(billingSubscriptions.id, subscription.id)).returning();
    return { ...subscribed, subscription: waiting, checkoutUrl: checkout!.url };
  } catch (error) {
    // No checkout, no subscription: the vendor may try again.
    await ctx.db.transaction((db) => applySubscriptionEvent({ ...ctx, db }, subscription, 'closed', { reason: 'Stripe Checkout could not be opened.' }));
    throw error;
  }
}
