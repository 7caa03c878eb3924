import { redirect } from 'react-router';
import { appContext } from '../../../server/http/router-context';
import { hasRole, withWireNames } from '../../../server/kernel';
import { listMySubscriptions, listPlans, subscribe, type BillingPlanRecord } from '../../../server/modules/billing';
import { listCategories } from '../../../server/modules/catalog';
import { readGeography } from '../../../server/modules/geo';
import { guessViewerCountry } from '../../../shared/geo/guess-viewer-country';
import type { PricingData, PricingOffer } from '~/features/billing';
import { addonPlansFor } from '~/features/billing/plan-form.server';
import { formFailure, formFields } from '~/lib/form-errors.server';
import { requireViewer } from '~/lib/require-viewer.server';
import type { Route } from './+types/pricing';

/**
 * The offers of a category and country: the basic listing and each add-on attribute once, with its
 * monthly and yearly plans, in plan order (titled as the first, the monthly one: an administrator
 * may title the two differently).
 */
function offersOf(plans: BillingPlanRecord[]): PricingOffer[] {
  const offers = new Map<string, PricingOffer>();
  for (const plan of plans) {
    const attribute = plan.metadata.attribute ?? null;
    const offer = offers.get(attribute ?? '') ?? { title: plan.title, attribute, month: null, year: null };
    // A second plan of one interval (an administrator added another) is left to the first.
    offer[plan.interval] ??= { id: plan.id, amount: plan.amount, interval: plan.interval };
    offers.set(attribute ?? '', offer);
  }
  return [...offers.values()];
}

/**
 * /pricing?category={name}&country={au|nz}: a category's plans in a country (the viewer's geo-IP
 * guess when none is asked for; an unknown category shows the first).
 */
export async function loadPricing({ context, request }: Route.LoaderArgs): Promise<PricingData> {
  const app = context.get(appContext);
  const params = new URL(request.url).searchParams;
  const [categories, geography] = await Promise.all([listCategories(app), readGeography(app)]);
  const category = categories.find((entry) => entry.name === params.get('category')) ?? categories[0];
  const asked = params.get('country');
  const code = asked === 'au' || asked === 'nz' ? asked : guessViewerCountry(request.headers).countryCode;
  const countries = geography.countries.filter((entry) => entry.code === 'au' || entry.code === 'nz').map((entry) => ({ code: entry.code as 'au' | 'nz', name: entry.name, flag: entry.flag }));
  const country = geography.countries.find((entry) => entry.code === code)!;
  const isVendor = hasRole(app.viewer, 'vendor');
  const [plans, mine] = await Promise.all([listPlans(app, { categoryId: category.id, country: code }), isVendor ? listMySubscriptions(app) : []]);
  return {
    categories: categories.map((entry) => ({ name: entry.name, title: entry.title })),
    category: { id: category.id, name: category.name, title: category.title, pluralName: category.pluralName },
    countries,
    country: { code, name: country.name, flag: country.flag, currency: country.paymentCurrency, taxName: country.paymentTaxName },
    offers: offersOf(plans),
    vendor: isVendor ? { subscribedHere: mine.some((subscription) => subscription.category.name === category.name) } : null,
    paysByCard: app.payments.name === 'stripe',
  };
}

/**
 * The subscribe form: the basic plan (monthly or yearly) and the add-ons by attribute, which follow
 * the plan's interval. On the built-in provider it opens the first tax invoice.
 */
export async function subscribeAction({ context, request }: Route.ActionArgs) {
  const app = context.get(appContext);
  requireViewer(app, request, '/vendors/login');
  const fields = formFields(await request.formData());
  const attributes = ([] as unknown[]).concat(fields.addon ?? []);
  try {
    const plans = await listPlans(app, { country: fields.country === 'nz' ? 'nz' : 'au' });
    const basic = plans.find((plan) => String(plan.id) === fields.plan_id);
    const addons = addonPlansFor(plans, basic, attributes);
    const { invoice, checkoutUrl } = await withWireNames({ category_id: fields.category_id, plan_id: fields.plan_id, addon_plan_ids: addons.map((plan) => plan.id) }, (input) => subscribe(app, input));
    return redirect(checkoutUrl ?? `/vendors/billing/invoices/${invoice!.id}`);
  } catch (error) {
    return formFailure(error);
  }
}
