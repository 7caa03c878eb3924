import { count, desc, isNotNull, isNull } from 'drizzle-orm';
import { z } from 'zod';
import { contactMessages } from '../../../db/schema/contact';
import type { RequestContext } from '../../context';
import { requireRole } from '../accounts';
import { blankIsAbsent, pageWindow, parseInput, tablePage, wholeNumberField, type TablePage } from '../platform';

export const listContactMessagesInput = z.object({
  state: z.preprocess(blankIsAbsent, z.enum(['new', 'handled'], 'Choose new or handled.').default('new')),
  page: wholeNumberField(1, 100_000, 'The page number is not valid.', 1),
});

export type ContactMessageRow = typeof contactMessages.$inferSelect;

/** The contact form's messages as an inbox (new or handled), newest first. Administrators only. */
export async function listContactMessages(ctx: RequestContext, input: unknown): Promise<TablePage<ContactMessageRow>> {
  const { state, page } = parseInput(listContactMessagesInput, input);
  requireRole(ctx.viewer, 'administrator');
  const where = state === 'new' ? isNull(contactMessages.handledAt) : isNotNull(contactMessages.handledAt);
  const [rows, [{ total }]] = await Promise.all([
    ctx.db.select().from(contactMessages).where(where).orderBy(desc(contactMessages.createdAt), desc(contactMessages.id)).limit(pageWindow(page).limit).offset(pageWindow(page).offset),
    ctx.db.select({ total: count() }).from(contactMessages).where(where),
  ]);
  return tablePage(rows, total, page);
}
