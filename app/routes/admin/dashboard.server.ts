import { findAdminDashboard } from '../../../server/modules/admin';
import { countOpenReviewDisputes } from '../../../server/modules/reviews';
import { formatPrice } from '../../../shared/billing/prices';
import { chartDays } from '~/lib/format-date';
import type { Route } from './+types/dashboard';
import { adminContext, adminRead } from './admin.server';

export async function loadAdminDashboard(args: Route.LoaderArgs) {
  const app = adminContext(args);
  const [{ waiting, lastDays }, openReviewDisputes] = await Promise.all([adminRead(() => findAdminDashboard(app)), adminRead(() => countOpenReviewDisputes(app))]);
  return {
    waiting: { ...waiting, openReviewDisputes },
    lastDays: {
      days: lastDays.days,
      chartDays: chartDays(lastDays.since, lastDays.days),
      daily: lastDays.daily,
      billing: lastDays.billing.map((row) => ({
        category: row.category,
        country: row.country,
        activeSubscriptions: row.activeSubscriptions,
        monthlyRecurring: formatPrice(lastDays.monthlyRecurring.find((recurring) => recurring.category === row.category && recurring.country === row.country)?.monthly ?? 0, row.currency),
        received: formatPrice(row.revenue, row.currency),
      })),
    },
  };
}
