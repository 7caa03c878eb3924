import { PageFrame } from '~/components/placeholder-page';
import { titleWithProduct } from '~/lib/root-data';
import type { Route } from './+types/admin';

export const meta: Route.MetaFunction = ({ matches }) => [{ title: titleWithProduct(matches, 'Administration') }];

export default function AdminPage() {
  return <PageFrame title="Administration" />;
}
