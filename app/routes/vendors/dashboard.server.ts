import { appContext } from '../../../server/http/router-context';
import { hasRole, roleOf } from '../../../server/kernel';
import { quickReplyHours } from '../../../shared/messaging/quick-reply-hours';
import { findVendorDashboard } from '../../../server/modules/vendors';
import { roleHomes } from '../../../shared/accounts/login-destination';
import { dashboardPeriodDays } from '../../../shared/vendors/dashboard-period';
import type { DashboardData } from '~/features/vendor-dashboard';
import { loadClaimTrialNotices } from '~/features/billing/claim-trials.server';
import { chartDays } from '~/lib/format-date';
import { loginRedirect } from '~/lib/login-redirect';
import { notFound } from '~/lib/not-found';
import { readOr404 } from '~/lib/refusal-page.server';
import { requireViewer } from '~/lib/require-viewer.server';
import type { Route } from './+types/dashboard';

/**
 * The vendor's dashboard. Visitors sign in as vendors first and come back; anyone else signed in
 * goes to their role's home, but an administrator may open a vendor's with ?vendorId=N.
 */
export async function loadVendorDashboard({ context, request }: Route.LoaderArgs): Promise<DashboardData> {
  const app = context.get(appContext);
  const viewer = requireViewer(app, request, '/vendors/login');
  const named = new URL(request.url).searchParams.get('vendorId');
  const viewingAs = named !== null && hasRole(viewer, 'administrator');
  if (!viewingAs && roleOf(viewer) !== 'vendor') throw loginRedirect(roleHomes, roleOf(viewer));
  // An id of no possible shape, for an administrator: no such vendor.
  const dashboard = await readOr404(findVendorDashboard(app, viewingAs ? { vendorId: named } : {}));
  // Every vendor has a business; without one the id is not a vendor's.
  if (viewingAs && !dashboard.businessName) notFound();
  // The days left to subscribe are the vendor's own notice (billing's), not an administrator's view.
  const claimTrials = viewingAs ? [] : await loadClaimTrialNotices(app);
  return { dashboard, days: chartDays(dashboard.since, dashboardPeriodDays), quickReplyHours, viewingAs, claimTrials };
}
