import { VendorDashboard } from '~/features/vendor-dashboard';
import { titleWithProduct } from '~/lib/root-data';
import type { Route } from './+types/dashboard';
import { loadVendorDashboard } from './dashboard.server';

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: titleWithProduct(matches, 'Dashboard') },
  { name: 'robots', content: 'noindex' },
];

export const loader = (args: Route.LoaderArgs) => loadVendorDashboard(args);

export default function VendorDashboardPage({ loaderData }: Route.ComponentProps) {
  return <VendorDashboard {...loaderData} />;
}
