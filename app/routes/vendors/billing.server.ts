import { data, redirect } from 'react-router';
import { appContext } from '../../../server/http/router-context';
import { roleOf } from '../../../server/modules/accounts';
import { cancelSubscription, invoiceNumber, listInvoices, listMySubscriptions, openBillingPortal, paymentMethodLabel, resumeSubscription } from '../../../server/modules/billing';
import { withWireNames } from '../../../server/modules/platform';
import { invoiceStatusText } from '../../../shared/billing/invoice-text';
import { formatPrice, intervalLabel } from '../../../shared/billing/prices';
import { roleHomes } from '../../../shared/accounts/login-destination';
import type { BillingData } from '~/features/billing';
import { loadClaimTrialNotices } from '~/features/billing/claim-trials.server';
import { formFailure, formFields } from '~/lib/form-errors.server';
import { formatLongDate } from '~/lib/format-date';
import { loginRedirect } from '~/lib/login-redirect';
import { requireViewer } from '~/lib/require-viewer.server';
import type { Route } from './+types/billing';

const statusText: Record<string, string> = {
  awaiting_payment: 'Awaiting payment of its first invoice',
  active: 'Active',
  past_due: 'Payment overdue: listings stay up until',
  hidden: 'Payment overdue: listings hidden until it is paid',
};

/** /vendors/billing: the vendor's claimed listings on their days to subscribe, subscriptions (next charge, payment method) and tax invoices. */
export async function loadBilling({ context, request }: Route.LoaderArgs): Promise<BillingData> {
  const app = context.get(appContext);
  const viewer = requireViewer(app, request, '/vendors/login');
  if (roleOf(viewer) !== 'vendor') throw loginRedirect(roleHomes, roleOf(viewer));
  const [subscriptions, invoices, claimTrials] = await Promise.all([listMySubscriptions(app), listInvoices(app, {}), loadClaimTrialNotices(app)]);
  return {
    claimTrials,
    subscriptions: subscriptions.map((subscription) => ({
      id: subscription.id,
      categoryTitle: subscription.category.title,
      categoryName: subscription.category.name,
      status: subscription.status,
      statusText: subscription.status === 'past_due' && subscription.graceEndsAt ? `${statusText.past_due} ${formatLongDate(subscription.graceEndsAt.toISOString())}` : statusText[subscription.status],
      plans: [subscription.plan, ...subscription.addons].map((plan) => `${plan.title} (${intervalLabel(plan.interval)}): ${formatPrice(plan.amount, plan.currency)} a ${plan.interval}`),
      cancelAtPeriodEnd: subscription.cancelAtPeriodEnd,
      periodEnd: subscription.currentPeriodEnd && formatLongDate(subscription.currentPeriodEnd.toISOString()),
      nextCharge: subscription.nextCharge && `${formatPrice(subscription.nextCharge.amount, subscription.nextCharge.currency)} on ${formatLongDate(subscription.nextCharge.on.toISOString())}`,
      paymentMethod: paymentMethodLabel(subscription.provider),
      byCard: subscription.provider === 'stripe',
      openInvoiceId: subscription.openInvoiceId,
    })),
    invoices: invoices.map((invoice) => ({
      id: invoice.id,
      number: invoiceNumber(invoice.id),
      issued: formatLongDate(invoice.issuedAt.toISOString()),
      total: formatPrice(invoice.total, invoice.currency),
      status: invoiceStatusText[invoice.status],
    })),
  };
}

const intents = { cancel: cancelSubscription, resume: resumeSubscription } as const;

/** Cancel at period end, or resume: a form per subscription (intent and id); a card-paid one opens Stripe's Customer Portal. */
export async function billingAction({ context, request }: Route.ActionArgs) {
  const app = context.get(appContext);
  requireViewer(app, request, '/vendors/login');
  const { intent, id } = formFields(await request.formData());
  if (intent === 'portal') {
    try {
      return redirect(await withWireNames({ id }, (input) => openBillingPortal(app, input)));
    } catch (error) {
      return formFailure(error);
    }
  }
  const useCase = intents[String(intent) as keyof typeof intents];
  if (!useCase) return data({ errors: { form: 'Choose cancel, resume or the card portal.' } }, { status: 400 });
  try {
    await withWireNames({ id }, (input) => useCase(app, input));
    return { done: intent === 'cancel' ? 'Cancelled: your listings stay up until the end of the paid period.' : 'Resumed: your subscription renews as before.' };
  } catch (error) {
    return formFailure(error);
  }
}
