import { appContext } from '../../../server/http/router-context';
import { MessagesPage } from '~/features/messaging/messages-page';
import { titleWithProduct } from '~/lib/root-data';
import { loadMessagesPage, sendFirstMessage } from './messages-page.server';
import type { Route } from './+types/messages';

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: titleWithProduct(matches, 'Messages') },
  { name: 'robots', content: 'noindex' },
];

/** Spec §2: signed-out visitors go to /login, which brings them back. */
export async function loader({ request, context }: Route.LoaderArgs) {
  return loadMessagesPage(context.get(appContext), request);
}

export async function action({ request, context }: Route.ActionArgs) {
  return sendFirstMessage(context.get(appContext), request);
}

export { shouldRevalidate } from '~/features/messaging/messages-page';

export default function Page({ loaderData }: Route.ComponentProps) {
  return <MessagesPage data={loaderData} title="Messages" />;
}
