import { z } from 'zod';
import { findOutboxPage, type OutboxEntry } from '../../integrations/mail/outbox';
import type { RequestContext } from '../../context';
import { pageWindow, parseInput, requireAdministrator, searchTextField, tablePage, tableQueryFields, type TablePage } from '../../kernel';

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
  requireAdministrator(ctx.viewer);
  const outboxDir = ctx.mailer.outboxDir;
  if (!outboxDir) return { smtp: true, ...tablePage([], 0, page) };
  const { entries, total } = await findOutboxPage(outboxDir, { ...pageWindow(page), oldestFirst: dir === 'asc', q });
  return { smtp: false, ...tablePage(entries, total, page) };
}
