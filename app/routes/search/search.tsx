import { PageFrame } from '~/components/placeholder-page';
import { titleWithProduct } from '~/lib/root-data';
import type { Route } from './+types/search';

export const meta: Route.MetaFunction = ({ matches }) => [{ title: titleWithProduct(matches, 'Wedding Venues') }];

export default function SearchPage() {
  return <PageFrame title="Wedding Venues" />;
}
