import { redirect } from 'react-router';
import { appContext } from '../../../server/http/router-context';
import type { RequestContext } from '../../../server/context';
import { roleOf, withWireNames } from '../../../server/kernel';
import {
  cancelSubscription,
  changeSubscription,
  listInvoices,
  listMySubscriptions,
  listPlans,
  openBillingPortal,
  quoteSubscriptionChange,
  resumeSubscription,
  type BillingPlanRecord,
  type ChangeQuote,
  type MySubscription,
} from '../../../server/modules/billing';
import { invoiceNumber, invoiceStatusText } from '../../../shared/billing/invoice-text';
import { paymentMethodLabel } from '../../../shared/billing/payment-method';
import { formatPrice, intervalLabel } from '../../../shared/billing/prices';
import { roleHomes } from '../../../shared/accounts/login-destination';
import type { BillingData, BillingSubscription, ChangeQuoteView, PlanChangeForm } from '~/features/billing';
import { loadClaimTrialNotices } from '~/features/billing/claim-trials.server';
import { addonPlansFor } from '~/features/billing/plan-form.server';
import { formatLongDate } from '~/lib/format-date';
import { loginRedirect } from '~/lib/login-redirect';
import { shownRefusal } from '~/lib/refusal-page.server';
import { requireViewer } from '~/lib/require-viewer.server';
import { runIntent } from '~/lib/run-intent.server';
import type { Route } from './+types/billing';

const statusText: Record<string, string> = {
  awaiting_payment: 'Awaiting payment of its first invoice',
  active: 'Active',
  past_due: 'Payment overdue: listings stay up until',
  hidden: 'Payment overdue: listings hidden until it is paid',
};

const long = (date: Date) => formatLongDate(date.toISOString());
const planText = (plan: BillingPlanRecord) => `${plan.title} (${intervalLabel(plan.interval)}): ${formatPrice(plan.amount, plan.currency)} a ${plan.interval}`;

/** The plan form's choice in the URL: ?change={subscription}&plan_id={basic plan}&addon={attribute}… */
type AskedChange = { id: number; planId: string | null; attributes: string[] };

/** What a priced change means for the vendor, in words, with the confirm button's label. */
function quoteView(quote: ChangeQuote, subscription: MySubscription, planId: number, attributes: string[]): ChangeQuoteView {
  const money = (amount: number) => formatPrice(amount, quote.currency);
  const credit = quote.creditAfter > 0 ? ` Credit left for your next invoices: ${money(quote.creditAfter)}.` : '';
  const lines = (quote.invoice?.lines ?? []).map((line) => ({ title: line.title, amount: money(line.amount) }));
  const base = { lines, total: quote.invoice ? money(quote.invoice.total) : null, planId, attributes, confirm: 'Confirm the change' };
  if (quote.unchanged) {
    const waiting = subscription.pendingChange ? invoiceNumber(subscription.pendingChange.invoiceId) : 'its invoice';
    return { ...base, summary: `This is your plan now: confirming withdraws the change waiting for payment of ${waiting}.`, confirm: 'Withdraw the change' };
  }
  if (quote.invoice?.purpose === 'first') return { ...base, summary: 'Your first tax invoice is issued again for this choice, to pay by bank transfer. Your subscription starts when it is paid.' };
  const period = quote.period ? ` Your new period runs from ${long(quote.period.start)} to ${long(quote.period.end)}.` : '';
  if (quote.takesEffect === 'on_payment') {
    return { ...base, summary: `To pay: ${money(quote.invoice!.total)} incl GST, by tax invoice (bank transfer). The change takes effect when it is paid; until then your plan stays as it is.${period}${credit}` };
  }
  return { ...base, summary: `Nothing to pay: the change takes effect now${quote.period ? ', paid by the unused part of your current period' : ''}.${period}${credit}` };
}

/** One subscription's plan form (billed by invoice, paid up or not paid yet), and the price of the choice when it is the one asked about. */
async function planChangeForm(app: RequestContext, subscription: MySubscription, asked: AskedChange): Promise<PlanChangeForm | null> {
  if (subscription.provider !== 'builtin' || !(subscription.status === 'active' || subscription.status === 'awaiting_payment')) return null;
  const offered = await listPlans(app, { categoryId: subscription.category.id, country: subscription.plan.countryCode as 'au' | 'nz' });
  // A plan taken off sale stays choosable for the subscription that has it.
  const plans = offered.some((plan) => plan.id === subscription.plan.id) ? offered : [subscription.plan, ...offered];
  const basics = plans.filter((plan) => !plan.metadata.attribute);
  const opened = asked.id === subscription.id;
  const chosen = opened ? basics.find((plan) => String(plan.id) === asked.planId) : undefined;
  const current = subscription.pendingChange ?? subscription;
  const planId = chosen?.id ?? current.plan.id;
  const attributes = opened ? asked.attributes : current.addons.flatMap((addon) => (addon.metadata.attribute ? [addon.metadata.attribute] : []));
  const addonTitles = new Map<string, BillingPlanRecord[]>();
  for (const plan of plans) if (plan.metadata.attribute) addonTitles.set(plan.metadata.attribute, [...(addonTitles.get(plan.metadata.attribute) ?? []), plan]);
  const form: PlanChangeForm = {
    plans: basics.map((plan) => ({ id: plan.id, label: `${plan.title}, ${intervalLabel(plan.interval).toLowerCase()}: ${formatPrice(plan.amount, plan.currency)} a ${plan.interval}`, checked: plan.id === planId })),
    addons: [...addonTitles].map(([attribute, entries]) => ({
      attribute,
      label: `${entries[0].title} (${entries.map((plan) => `${formatPrice(plan.amount, plan.currency)} a ${plan.interval}`).join(' or ')})`,
      checked: attributes.includes(attribute),
    })),
    quote: null,
    error: null,
  };
  if (!opened) return form;
  if (!chosen) return { ...form, error: 'Choose a plan.' };
  try {
    const quote = await quoteSubscriptionChange(app, { id: subscription.id, planId: chosen.id, addonPlanIds: addonPlansFor(plans, chosen, attributes).map((plan) => plan.id) });
    return { ...form, quote: quoteView(quote, subscription, chosen.id, attributes) };
  } catch (error) {
    return { ...form, error: shownRefusal(error).message };
  }
}

/**
 * /vendors/billing: the vendor's claimed listings on their days to subscribe, subscriptions (next
 * charge, payment method, credit, a change waiting for payment, the plan form) and tax invoices.
 * ?change={id}&plan_id=…&addon=… prices a change before it is confirmed.
 */
export async function loadBilling({ context, request }: Route.LoaderArgs): Promise<BillingData> {
  const app = context.get(appContext);
  const viewer = requireViewer(app, request, '/vendors/login');
  if (roleOf(viewer) !== 'vendor') throw loginRedirect(roleHomes, roleOf(viewer));
  const params = new URL(request.url).searchParams;
  const asked: AskedChange = { id: Number(params.get('change')), planId: params.get('plan_id'), attributes: params.getAll('addon') };
  const [subscriptions, invoices, claimTrials] = await Promise.all([listMySubscriptions(app), listInvoices(app, {}), loadClaimTrialNotices(app)]);
  const views: BillingSubscription[] = [];
  for (const subscription of subscriptions) {
    views.push({
      id: subscription.id,
      categoryTitle: subscription.category.title,
      categoryName: subscription.category.name,
      status: subscription.status,
      statusText: subscription.status === 'past_due' && subscription.graceEndsAt ? `${statusText.past_due} ${long(subscription.graceEndsAt)}` : statusText[subscription.status],
      plans: [subscription.plan, ...subscription.addons].map(planText),
      cancelAtPeriodEnd: subscription.cancelAtPeriodEnd,
      periodEnd: subscription.currentPeriodEnd && long(subscription.currentPeriodEnd),
      nextCharge: subscription.nextCharge && `${formatPrice(subscription.nextCharge.amount, subscription.nextCharge.currency)} on ${long(subscription.nextCharge.on)}`,
      paymentMethod: paymentMethodLabel(subscription.provider),
      byCard: subscription.provider === 'stripe',
      awaitingPayment: subscription.status === 'awaiting_payment',
      openInvoiceId: subscription.openInvoiceId,
      credit: subscription.credit > 0 ? formatPrice(subscription.credit, subscription.plan.currency) : null,
      pendingChange: subscription.pendingChange && {
        invoiceId: subscription.pendingChange.invoiceId,
        invoiceNumber: invoiceNumber(subscription.pendingChange.invoiceId),
        plans: [subscription.pendingChange.plan, ...subscription.pendingChange.addons].map((plan) => plan.title).join(', ') + ` (${intervalLabel(subscription.pendingChange.plan.interval)})`,
      },
      change: await planChangeForm(app, subscription, asked),
    });
  }
  return {
    claimTrials,
    subscriptions: views,
    invoices: invoices.map((invoice) => ({
      id: invoice.id,
      number: invoiceNumber(invoice.id),
      issued: long(invoice.issuedAt),
      total: formatPrice(invoice.total, invoice.currency),
      status: invoiceStatusText[invoice.status],
    })),
  };
}

/**
 * A form per subscription (intent and id): cancel (at period end, or at once before the first
 * payment), resume, change (plan_id, addon attributes; to its invoice when it costs something), or,
 * card-paid, Stripe's Customer Portal.
 */
export async function billingAction({ context, request }: Route.ActionArgs) {
  const app = context.get(appContext);
  requireViewer(app, request, '/vendors/login');
  // Cancelling before the first payment ends the subscription at once: nothing is owed.
  const cancelOrResume = (useCase: typeof cancelSubscription, done: string) => async ({ id }: { id?: unknown }) => {
    const row = await withWireNames({ id }, (input) => useCase(app, input));
    return { done: row.status === 'ended' ? 'Cancelled: nothing is owed. Choose a plan again on the pricing page whenever you like.' : done };
  };
  return runIntent(await request.formData(), {
    portal: async ({ id }) => redirect(await withWireNames({ id }, (input) => openBillingPortal(app, input))),
    change: async (fields) => {
      const plans = await listPlans(app, {});
      const basic = plans.find((plan) => String(plan.id) === fields.plan_id);
      const addons = addonPlansFor(plans, basic, ([] as unknown[]).concat(fields.addon ?? []));
      const { invoice, quote } = await withWireNames({ id: fields.id, plan_id: fields.plan_id, addon_plan_ids: addons.map((plan) => plan.id) }, (input) => changeSubscription(app, input));
      if (invoice) return redirect(`/vendors/billing/invoices/${invoice.id}`);
      return { done: quote.unchanged ? 'Withdrawn: your plan stays as it is, and its invoice is void.' : 'Changed: your new plan applies now.' };
    },
    cancel: cancelOrResume(cancelSubscription, 'Cancelled: your listings stay up until the end of the paid period.'),
    resume: cancelOrResume(resumeSubscription, 'Resumed: your subscription renews as before.'),
  });
}
