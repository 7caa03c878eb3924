import { PageFrame } from '~/components/placeholder-page';
import { titleWithProduct } from '~/lib/root-data';
import type { Route } from './+types/pricing';

export const meta: Route.MetaFunction = ({ matches }) => [{ title: titleWithProduct(matches, 'Explore our Pricing') }];

export default function PricingPage() {
  return <PageFrame title="Explore our Pricing" />;
}
