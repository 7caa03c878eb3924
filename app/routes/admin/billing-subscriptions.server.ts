import { listSubscriptionTable } from '../../../server/modules/billing';
import { formatPrice, intervalLabel } from '../../../shared/billing/prices';
import { formatLongDate } from '~/lib/format-date';
import type { Route } from './+types/billing-subscriptions';
import { adminContext, adminRead, searchInput } from './admin.server';

/** The subscriptions table (?status=, ?sort=, ?dir=, ?page=); those ended only when asked for. */
export async function loadBillingSubscriptions(args: Route.LoaderArgs) {
  const app = adminContext(args);
  const query = searchInput(args.request);
  const subscriptions = await adminRead(() => listSubscriptionTable(app, query));
  return {
    query: { status: query.status ?? '', sort: query.sort ?? 'created', dir: (query.dir ?? 'desc') as 'asc' | 'desc' },
    subscriptions: {
      ...subscriptions,
      rows: subscriptions.rows.map((subscription) => ({
        id: subscription.id,
        vendorId: subscription.vendorId,
        vendor: subscription.buyerName,
        category: subscription.category,
        plan: subscription.plan ? `${subscription.plan.title}, ${formatPrice(subscription.plan.amount, subscription.plan.currency)}` : '—',
        interval: subscription.plan ? intervalLabel(subscription.plan.interval) : '—',
        status: subscription.status,
        cancelAtPeriodEnd: subscription.cancelAtPeriodEnd,
        periodEnd: subscription.currentPeriodEnd ? formatLongDate(subscription.currentPeriodEnd.toISOString()) : '—',
        started: formatLongDate(subscription.createdAt.toISOString()),
        provider: subscription.provider === 'stripe' ? 'Stripe (card)' : 'Bank transfer',
      })),
    },
  };
}
