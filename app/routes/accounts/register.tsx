import { PageFrame } from '~/components/placeholder-page';
import { titleWithProduct } from '~/lib/root-data';
import type { Route } from './+types/register';

export const meta: Route.MetaFunction = ({ matches }) => [{ title: titleWithProduct(matches, 'Sign Up') }];

export default function RegisterPage() {
  return <PageFrame title="Sign Up" />;
}
