import { findAdminDashboard } from '../../../server/modules/admin';
import { formatPrice } from '../../../shared/billing/prices';
import type { Route } from './+types/dashboard';
import { adminContext, adminRead } from './admin.server';

export async function loadAdminDashboard(args: Route.LoaderArgs) {
  const app = adminContext(args);
  const { waiting, lastDays } = await adminRead(() => findAdminDashboard(app));
  return { waiting, lastDays: { ...lastDays, billing: lastDays.billing.map((row) => ({ ...row, revenue: formatPrice(row.revenue, row.currency) })) } };
}
