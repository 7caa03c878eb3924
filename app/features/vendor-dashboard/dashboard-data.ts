import type { ClaimTrialNotice } from '~/features/billing';
import type { ChartDay } from '~/lib/format-date';
import type { DashboardListing, VendorDashboard } from '../../../server/modules/vendors';

/** What /vendors/dashboard shows. */
export type DashboardData = {
  dashboard: VendorDashboard;
  /** The last 30 days, oldest first, as the charts name them. */
  days: ChartDay[];
  /** A median first reply of at most this many hours shows "Usually replies within a day" to couples. */
  quickReplyHours: number;
  /** An administrator looking at a vendor's dashboard (?vendorId=). */
  viewingAs: boolean;
  /** The vendor's claimed listings on their days to subscribe (billing's). */
  claimTrials: ClaimTrialNotice[];
};

export type { DashboardListing };
