import { MessagesPage } from '~/features/messaging/messages-page';
import { titleWithProduct } from '~/lib/root-data';
import type { Route } from './+types/messages';
import { loadMessagesPage, messagesAction } from './messages.server';

/** One page, two routes (app/routes.ts): /messages, and /twilio (spec §2's chat, under the old provider's name). */
const titleOf = (routeId: string | undefined) => (routeId === 'twilio' ? 'Chat' : 'Messages');

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: titleWithProduct(matches, titleOf(matches.at(-1)?.id)) },
  { name: 'robots', content: 'noindex' },
];

export const loader = (args: Route.LoaderArgs) => loadMessagesPage(args);

export const action = (args: Route.ActionArgs) => messagesAction(args);

export { shouldRevalidate } from '~/features/messaging/messages-page';

export default function Page({ loaderData, matches }: Route.ComponentProps) {
  return <MessagesPage data={loaderData} title={titleOf(matches.at(-1)?.id)} />;
}
