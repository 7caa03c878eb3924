import type { RequestContext } from '../server/context';
import { buildContext } from '../server/build-context';
import { changeSubscription, listPlans, markInvoicePaid, subscribe } from '../server/modules/billing';
import { listCategories } from '../server/modules/catalog';
import { demoViewer, type DemoAccounts } from './accounts';

/**
 * The demo vendors' subscriptions (README): each is subscribed, monthly, in every category it
 * lists in (vendor@example.com: venues, photographers, florists; vendor2@example.com: cakes), each
 * first invoice marked paid by the demo administrator, so their listings are published as of right.
 * vendor2@example.com then adds the Extra Photos add-on, whose prorated invoice is left unpaid (the
 * add-on takes effect when it is paid): the administrators' queue of open invoices has one in it.
 * Written through the billing use cases.
 */
export async function seedDemoBilling(parts: Pick<RequestContext, 'db'>, accounts: DemoAccounts): Promise<void> {
  const as = async (id: number) => buildContext({ ...parts, viewer: await demoViewer(parts.db, id) });
  const [vendor, vendor2, admin] = [await as(accounts.vendor), await as(accounts.vendor2), await as(accounts.admin)];
  const categories = await listCategories(admin);
  const plans = await listPlans(admin, { country: 'au' });
  const monthly = (category: string, attribute?: string) => {
    const categoryId = categories.find((entry) => entry.name === category)!.id;
    return plans.find((plan) => plan.categoryId === categoryId && plan.interval === 'month' && plan.metadata.attribute === attribute)!;
  };
  const subscribePaid = async (ctx: RequestContext, category: string) => {
    const plan = monthly(category);
    const { subscription, invoice } = await subscribe(ctx, { categoryId: plan.categoryId, planId: plan.id });
    await markInvoicePaid(admin, { id: invoice!.id });
    return subscription;
  };
  for (const category of ['venue', 'photographer', 'flowers']) await subscribePaid(vendor, category);
  const cakes = await subscribePaid(vendor2, 'cakes');
  const photos = monthly('cakes', 'number_of_photos');
  await changeSubscription(vendor2, { id: cakes.id, planId: cakes.planId, addonPlanIds: [photos.id] });
}
