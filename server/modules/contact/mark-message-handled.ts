import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { contactMessages } from '../../../db/schema/contact';
import type { RequestContext } from '../../context';
import { requireAdministrator, idField, parseInput, RefusedError } from '../../kernel';
import { recordAuditEvent } from '../audit/internal';

export const markMessageHandledInput = z.object({
  id: idField('There is no such message.'),
  /** False puts it back among the new ones. */
  handled: z.preprocess((value) => !(value === false || value === 'false'), z.boolean()),
});

/** An administrator files a contact message as handled (or new again). Audited. */
export async function markMessageHandled(ctx: RequestContext, input: unknown): Promise<{ id: number; handled: boolean }> {
  const { id, handled } = parseInput(markMessageHandledInput, input);
  requireAdministrator(ctx.viewer);
  await ctx.db.transaction(async (db) => {
    const [message] = await db.select({ handledAt: contactMessages.handledAt }).from(contactMessages).where(eq(contactMessages.id, id)).for('update');
    if (!message) throw new RefusedError('There is no such message.', 'NOT_FOUND');
    await db.update(contactMessages).set({ handledAt: handled ? ctx.clock.now() : null }).where(eq(contactMessages.id, id));
    await recordAuditEvent({ ...ctx, db }, { action: handled ? 'contact_message.handle' : 'contact_message.reopen', entityType: 'contact_message', entityId: id, before: { handled: message.handledAt !== null }, after: { handled } });
  });
  return { id, handled };
}
