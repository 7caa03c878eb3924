import { listOutboxMessages, readOutbox } from '../../../server/modules/admin';
import { formatDateTime } from '~/lib/format-date';
import type { Route as ListRoute } from './+types/email';
import type { Route as MessageRoute } from './+types/email-message';
import { adminContext, adminRead, searchInput } from './admin.server';

/** The outbox (?q=, ?sort=sent, ?dir=, ?page=), newest first. */
export async function loadOutbox(args: ListRoute.LoaderArgs) {
  const app = adminContext(args);
  const query = searchInput(args.request);
  const outbox = await adminRead(() => listOutboxMessages(app, query));
  return {
    query: { q: query.q, sort: 'sent', dir: (query.dir || 'desc') as 'asc' | 'desc' },
    outbox: { ...outbox, rows: outbox.rows.map(({ date, ...message }) => ({ ...message, sent: formatDateTime(date) })) },
  };
}

/** One message of the outbox. */
export async function loadOutboxMessage(args: MessageRoute.LoaderArgs) {
  const app = adminContext(args);
  const { date, html: _html, headers: _headers, ...message } = await adminRead(() => readOutbox(app, { file: args.params.file }));
  return { ...message, sent: formatDateTime(date) };
}
