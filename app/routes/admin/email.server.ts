import { listOutboxMessages, readOutbox } from '../../../server/modules/admin';
import { formatDateTime } from '~/lib/format-date';
import type { Route as ListRoute } from './+types/email';
import type { Route as MessageRoute } from './+types/email-message';
import { adminContext, adminRead, searchInput } from './admin.server';

/** The outbox, newest first (?page=). */
export async function loadOutbox(args: ListRoute.LoaderArgs) {
  const app = adminContext(args);
  const outbox = await adminRead(() => listOutboxMessages(app, searchInput(args.request)));
  return { ...outbox, messages: outbox.messages.map(({ date, ...message }) => ({ ...message, sent: formatDateTime(date) })) };
}

/** One message of the outbox. */
export async function loadOutboxMessage(args: MessageRoute.LoaderArgs) {
  const app = adminContext(args);
  const { date, html: _html, headers: _headers, ...message } = await adminRead(() => readOutbox(app, { file: args.params.file }));
  return { ...message, sent: formatDateTime(date) };
}
