import { and, asc, count, desc, ilike, isNotNull, isNull, or } from 'drizzle-orm';
import { z } from 'zod';
import { contactMessages } from '../../../db/schema/contact';
import type { RequestContext } from '../../context';
import { requireAdministrator } from '../../kernel';
import { blankIsAbsent, containsPattern, pageWindow, parseInput, searchTextField, tablePage, tableQueryFields, type TablePage } from '../../kernel';

export const listContactMessagesInput = z.object({
  state: z.preprocess(blankIsAbsent, z.enum(['new', 'handled'], 'Choose new or handled.').default('new')),
  /** Part of the sender's name or e-mail address, or of the message. */
  q: searchTextField,
  ...tableQueryFields(['sent', 'sender'], 'sent', 'desc'),
});

export type ContactMessageRow = typeof contactMessages.$inferSelect;

/** The contact form's messages as an inbox (new or handled), newest first unless sorted otherwise, searched. Administrators only. */
export async function listContactMessages(ctx: RequestContext, input: unknown): Promise<TablePage<ContactMessageRow>> {
  const { state, q, sort, dir, page } = parseInput(listContactMessagesInput, input);
  requireAdministrator(ctx.viewer);
  const where = and(
    state === 'new' ? isNull(contactMessages.handledAt) : isNotNull(contactMessages.handledAt),
    q ? or(ilike(contactMessages.userName, containsPattern(q)), ilike(contactMessages.userEmail, containsPattern(q)), ilike(contactMessages.content, containsPattern(q))) : undefined,
  );
  const order = dir === 'asc' ? asc : desc;
  const [rows, [{ total }]] = await Promise.all([
    ctx.db
      .select()
      .from(contactMessages)
      .where(where)
      .orderBy(order(sort === 'sender' ? contactMessages.userName : contactMessages.createdAt), order(contactMessages.id))
      .limit(pageWindow(page).limit)
      .offset(pageWindow(page).offset),
    ctx.db.select({ total: count() }).from(contactMessages).where(where),
  ]);
  return tablePage(rows, total, page);
}
