import { PageFrame } from '~/components/placeholder-page';
import { titleWithProduct } from '~/lib/root-data';
import type { Route } from './+types/register';

export const meta: Route.MetaFunction = ({ matches }) => [{ title: titleWithProduct(matches, 'List Your Business') }];

export default function VendorRegisterPage() {
  return <PageFrame title="List Your Business" />;
}
