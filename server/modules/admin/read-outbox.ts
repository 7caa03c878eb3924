import { z } from 'zod';
import { findOutboxPage, readOutboxMessage, type OutboxEntry, type OutboxMessage } from '../../integrations/mail/outbox';
import type { RequestContext } from '../../context';
import { requireRole } from '../../kernel';
import { pageWindow, parseInput, RefusedError, searchTextField, tablePage, tableQueryFields, type TablePage } from '../../kernel';

export const listOutboxInput = z.object({
  /** Part of a recipient's address or of the subject. */
  q: searchTextField,
  ...tableQueryFields(['sent'], 'sent', 'desc'),
});

/**
 * The e-mail outbox (DATA_DIR/outbox, when SMTP_URL is unset), newest first unless sorted
 * otherwise, searched, a page at a time: what the site would have sent. `smtp` is true when mail
 * goes to an SMTP server instead (nothing is kept here). Administrators only: the messages hold
 * people's links and addresses.
 */
export async function listOutboxMessages(ctx: RequestContext, input: unknown): Promise<TablePage<OutboxEntry> & { smtp: boolean }> {
  const { q, dir, page } = parseInput(listOutboxInput, input);
  requireRole(ctx.viewer, 'administrator');
  const outboxDir = ctx.mailer.outboxDir;
  if (!outboxDir) return { smtp: true, ...tablePage([], 0, page) };
  const { entries, total } = await findOutboxPage(outboxDir, { ...pageWindow(page), oldestFirst: dir === 'asc', q });
  return { smtp: false, ...tablePage(entries, total, page) };
}

export const readOutboxInput = z.object({ file: z.string().max(100, 'There is no such message.') });

/** One message of the outbox, both parts, for administrators. */
export async function readOutbox(ctx: RequestContext, input: unknown): Promise<OutboxMessage> {
  const { file } = parseInput(readOutboxInput, input);
  requireRole(ctx.viewer, 'administrator');
  const message = ctx.mailer.outboxDir ? await readOutboxMessage(ctx.mailer.outboxDir, file) : null;
  if (!message) throw new RefusedError('There is no such message.', 'NOT_FOUND');
  return message;
}
