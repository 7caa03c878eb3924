import { listContactMessages, markMessageHandled } from '../../../server/modules/contact';
import { formatDateTime } from '~/lib/format-date';
import type { Route } from './+types/messages';
import { adminAction, adminContext, adminRead, searchInput } from './admin.server';

/** The contact inbox (?state=new|handled, ?q=, ?sort=sent|sender, ?dir=, ?page=). */
export async function loadMessages(args: Route.LoaderArgs) {
  const app = adminContext(args);
  const query = searchInput(args.request);
  const messages = await adminRead(() => listContactMessages(app, query));
  return {
    query: { state: query.state === 'handled' ? 'handled' : 'new', q: query.q, sort: query.sort || 'sent', dir: query.dir || 'desc' },
    messages: { ...messages, rows: messages.rows.map(({ createdAt, handledAt, ...message }) => ({ ...message, sent: formatDateTime(createdAt), handled: handledAt ? formatDateTime(handledAt) : null })) },
  };
}

export function messagesAction(args: Route.ActionArgs) {
  return adminAction(args, {
    handled: async (app, fields) => ((await markMessageHandled(app, fields)).handled ? 'Filed as handled.' : 'Back among the new messages.'),
  });
}
