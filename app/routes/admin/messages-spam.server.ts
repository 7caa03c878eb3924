import { reinstateUser, suspendUser } from '../../../server/modules/admin';
import { listSpamSenders } from '../../../server/modules/messaging';
import { formatDateTime } from '~/lib/format-date';
import type { Route } from './+types/messages-spam';
import { adminAction, adminContext, adminRead, searchInput } from './admin.server';

/** Senders vendors marked as spam (?q=, ?sort=conversations|last, ?dir=, ?page=): counts only. */
export async function loadSpamSenders(args: Route.LoaderArgs) {
  const app = adminContext(args);
  const query = searchInput(args.request);
  const senders = await adminRead(() => listSpamSenders(app, query));
  return {
    query: { q: query.q, sort: query.sort || 'conversations', dir: (query.dir || 'desc') as 'asc' | 'desc' },
    senders: { ...senders, rows: senders.rows.map(({ lastAt, ...sender }) => ({ ...sender, last: formatDateTime(lastAt) })) },
  };
}

export function spamSendersAction(args: Route.ActionArgs) {
  return adminAction(args, {
    suspend: async (app, fields) => (await suspendUser(app, fields), 'The sender is suspended.'),
    reinstate: async (app, fields) => (await reinstateUser(app, fields), 'The sender is reinstated.'),
  });
}
