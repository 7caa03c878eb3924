import { createPlan, listPlans, updatePlan } from '../../../server/modules/billing';
import { listCategories } from '../../../server/modules/catalog';
import { formatPrice, intervalLabel } from '../../../shared/billing/prices';
import type { Route } from './+types/billing-plans';
import { adminAction, adminContext, adminRead, searchInput } from './admin.server';

/** The plans editor for one category in one country (?category=, ?country=; the first category and Australia at first), taken-off-sale plans included. */
export async function loadBillingPlans(args: Route.LoaderArgs) {
  const app = adminContext(args);
  const query = searchInput(args.request);
  const categories = await listCategories(app);
  const category = categories.find((entry) => entry.name === query.category) ?? categories[0];
  const country: 'au' | 'nz' = query.country === 'nz' ? 'nz' : 'au';
  const [shown, everyCountry] = await adminRead(() =>
    Promise.all([listPlans(app, { categoryId: category.id, country, includeRetired: true }), listPlans(app, { categoryId: category.id, includeRetired: true })]),
  );
  return {
    query: { category: category.name, country },
    category: { id: category.id, title: category.title },
    categories: Object.fromEntries(categories.map((entry) => [entry.name, entry.title])),
    // The add-ons a new plan may be (blank: the basic listing): those the category already sells.
    kinds: Object.fromEntries([...new Set(everyCountry.flatMap((plan) => plan.metadata.attribute ?? []))].map((attribute) => [attribute, `Add-on: ${attribute.replaceAll('_', ' ')}`])),
    plans: shown.map((plan) => ({
      id: plan.id,
      title: plan.title,
      kind: plan.metadata.attribute ? `Add-on: ${plan.metadata.attribute.replaceAll('_', ' ')}` : 'Basic listing',
      interval: intervalLabel(plan.interval),
      price: formatPrice(plan.amount, plan.currency),
      amount: (plan.amount / 100).toFixed(2),
      currency: plan.currency.toUpperCase(),
      active: !plan.metadata.retired,
    })),
  };
}

export function billingPlansAction(args: Route.ActionArgs) {
  return adminAction(args, {
    update: async (app, fields) => `Saved: ${(await updatePlan(app, fields)).title}.`,
    create: async (app, fields) => `Added: ${(await createPlan(app, fields)).title}.`,
  });
}
