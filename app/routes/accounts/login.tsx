import { PageFrame } from '~/components/placeholder-page';
import { titleWithProduct } from '~/lib/root-data';
import type { Route } from './+types/login';

export const meta: Route.MetaFunction = ({ matches }) => [{ title: titleWithProduct(matches, 'Sign In') }];

export default function LoginPage() {
  return <PageFrame title="Sign In" />;
}
