import { z } from 'zod';
import { listOutbox, readOutboxMessage, type OutboxEntry, type OutboxMessage } from '../../integrations/mail/outbox';
import type { RequestContext } from '../../context';
import { requireRole } from '../accounts';
import { parseInput, RefusedError, wholeNumberField } from '../platform';

export const listOutboxInput = z.object({ page: wholeNumberField(1, 100_000, 'The page number is not valid.', 1) });

const outboxPageSize = 50;

/**
 * The e-mail outbox (DATA_DIR/outbox, when SMTP_URL is unset), newest first: what the site would
 * have sent. `smtp` is true when mail goes to an SMTP server instead (nothing is kept here).
 * Administrators only: the messages hold people's links and addresses.
 */
export async function listOutboxMessages(ctx: RequestContext, input: unknown): Promise<{ smtp: boolean; messages: OutboxEntry[]; page: number; hasMore: boolean }> {
  const { page } = parseInput(listOutboxInput, input);
  requireRole(ctx.viewer, 'administrator');
  const dir = ctx.mailer.outboxDir;
  if (!dir) return { smtp: true, messages: [], page, hasMore: false };
  const messages = await listOutbox(dir, { offset: (page - 1) * outboxPageSize, limit: outboxPageSize + 1 });
  return { smtp: false, messages: messages.slice(0, outboxPageSize), page, hasMore: messages.length > outboxPageSize };
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
