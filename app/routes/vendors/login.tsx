import { PageFrame } from '~/components/placeholder-page';
import { titleWithProduct } from '~/lib/root-data';
import type { Route } from './+types/login';

export const meta: Route.MetaFunction = ({ matches }) => [{ title: titleWithProduct(matches, 'Vendor Sign In') }];

export default function VendorLoginPage() {
  return <PageFrame title="Vendor Sign In" />;
}
