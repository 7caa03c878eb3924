import { PageFrame } from '~/components/placeholder-page';
import { titleWithProduct } from '~/lib/root-data';
import type { Route } from './+types/messages';

export const meta: Route.MetaFunction = ({ matches }) => [{ title: titleWithProduct(matches, 'Messages') }];

export default function MessagesPage() {
  return <PageFrame title="Messages" />;
}
