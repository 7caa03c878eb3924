import { PageFrame } from '~/components/placeholder-page';
import { titleWithProduct } from '~/lib/root-data';
import type { Route } from './+types/profile';

export const meta: Route.MetaFunction = ({ matches }) => [{ title: titleWithProduct(matches, 'Business Profile') }];

export default function VendorProfilePage() {
  return <PageFrame title="Business Profile" />;
}
