import { PageFrame } from '~/components/placeholder-page';
import { titleWithProduct } from '~/lib/root-data';
import type { Route } from './+types/twilio';

export const meta: Route.MetaFunction = ({ matches }) => [{ title: titleWithProduct(matches, 'Chat') }];

export default function ChatPage() {
  return <PageFrame title="Chat" />;
}
