import { PageFrame } from '~/components/placeholder-page';
import { titleWithProduct } from '~/lib/root-data';
import type { Route } from './+types/confirmation';

export const meta: Route.MetaFunction = ({ matches }) => [{ title: titleWithProduct(matches, 'Confirmation') }];

export default function ConfirmationPage() {
  return <PageFrame title="Confirmation" />;
}
