import { PageFrame } from '~/components/placeholder-page';
import { titleWithProduct } from '~/lib/root-data';
import type { Route } from './+types/create-service';

export const meta: Route.MetaFunction = ({ matches }) => [{ title: titleWithProduct(matches, 'Create a Listing') }];

export default function CreateServicePage() {
  return <PageFrame title="Create a Listing" />;
}
