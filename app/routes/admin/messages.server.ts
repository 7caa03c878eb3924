import { suspendUser } from '../../../server/modules/admin';
import { listContactMessages, markMessageHandled } from '../../../server/modules/contact';
import { listSubscribers } from '../../../server/modules/mailing-list';
import { listSpamSenders } from '../../../server/modules/messaging';
import { formatDateTime } from '~/lib/format-date';
import type { Route } from './+types/messages';
import { adminAction, adminContext, adminRead, searchInput } from './admin.server';

/** The contact inbox (?state=new|handled, ?page=), the mailing list (?subscribers_page=) and spam-marked senders. */
export async function loadMessages(args: Route.LoaderArgs) {
  const app = adminContext(args);
  const query = searchInput(args.request);
  const [messages, subscribers, spam] = await adminRead(() =>
    Promise.all([listContactMessages(app, { state: query.state, page: query.page }), listSubscribers(app, { page: query.subscribers_page }), listSpamSenders(app)]),
  );
  return {
    state: query.state === 'handled' ? 'handled' : 'new',
    messages: { ...messages, rows: messages.rows.map(({ createdAt, handledAt, ...message }) => ({ ...message, sent: formatDateTime(createdAt), handled: handledAt ? formatDateTime(handledAt) : null })) },
    subscribers: { ...subscribers, rows: subscribers.rows.map(({ email, confirmedAt }) => ({ email, confirmed: confirmedAt ? formatDateTime(confirmedAt) : '' })) },
    spam: spam.map(({ lastAt, ...sender }) => ({ ...sender, last: formatDateTime(lastAt) })),
  };
}

export function messagesAction(args: Route.ActionArgs) {
  return adminAction(args, {
    handled: async (app, fields) => ((await markMessageHandled(app, fields)).handled ? 'Filed as handled.' : 'Back among the new messages.'),
    suspend: async (app, fields) => (await suspendUser(app, fields), 'The sender is suspended.'),
  });
}
