import { PageFrame } from '~/components/placeholder-page';
import { titleWithProduct } from '~/lib/root-data';
import type { Route } from './+types/logout';

export const meta: Route.MetaFunction = ({ matches }) => [{ title: titleWithProduct(matches, 'Log Out') }];

export default function LogoutPage() {
  return <PageFrame title="Log Out" />;
}
