import { PageFrame } from '~/components/placeholder-page';
import { titleWithProduct } from '~/lib/root-data';
import type { Route } from './+types/email-activation';

export const meta: Route.MetaFunction = ({ matches }) => [{ title: titleWithProduct(matches, 'Activate Your Account') }];

export default function EmailActivationPage() {
  return <PageFrame title="Activate Your Account" />;
}
