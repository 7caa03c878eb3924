// The vendor dashboard feature's public surface: the page's content and what its loader gives it.
export type { DashboardData } from './dashboard-data';
export { VendorDashboard } from './vendor-dashboard';
