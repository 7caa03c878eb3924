import { PageFrame } from '~/components/placeholder-page';
import { titleWithProduct } from '~/lib/root-data';
import type { Route } from './+types/profile';

export const meta: Route.MetaFunction = ({ matches }) => [{ title: titleWithProduct(matches, 'Profile') }];

export default function ProfilePage() {
  return <PageFrame title="Profile" />;
}
