import { PageFrame } from '~/components/placeholder-page';
import { titleWithProduct } from '~/lib/root-data';
import type { Route } from './+types/dashboard';

export const meta: Route.MetaFunction = ({ matches }) => [{ title: titleWithProduct(matches, 'Dashboard') }];

export default function VendorDashboardPage() {
  return <PageFrame title="Dashboard" />;
}
