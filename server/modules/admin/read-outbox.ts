import { z } from 'zod';
import { readOutboxMessage, type OutboxMessage } from '../../integrations/mail/outbox';
import type { RequestContext } from '../../context';
import { parseInput, RefusedError, requireAdministrator } from '../../kernel';

export const readOutboxInput = z.object({ file: z.string().max(100, 'There is no such message.') });

/** One message of the outbox (see listOutboxMessages), both parts, for administrators. */
export async function readOutbox(ctx: RequestContext, input: unknown): Promise<OutboxMessage> {
  const { file } = parseInput(readOutboxInput, input);
  requireAdministrator(ctx.viewer);
  const message = ctx.mailer.outboxDir ? await readOutboxMessage(ctx.mailer.outboxDir, file) : null;
  if (!message) throw new RefusedError('There is no such message.', 'NOT_FOUND');
  return message;
}
