import { count, eq } from 'drizzle-orm';
import { z } from 'zod';
import { replyTemplates } from '../../../db/schema/bookings';
import { maxReplyTemplates, maxTemplateBodyLength, maxTemplateTitleLength } from '../../../shared/bookings/limits';
import type { RequestContext } from '../../context';
import { idField, parseInput, RefusedError } from '../../kernel';
import type { ReplyTemplate } from './list-reply-templates';
import { optional } from './input-fields';
import { assertOwnTemplate, requireVendor } from './policy';

const required = (what: string, max: number) =>
  z
    .string({ error: `${what} is required.` })
    .max(max, { error: `${what} must be at most ${max.toLocaleString('en-AU')} characters.` })
    .transform((text) => text.replace(/\r\n?/g, '\n').replaceAll('\u0000', '').trim())
    .refine((text) => text.length > 0, { error: `${what} is required.` });

export const saveReplyTemplateInput = z.object({
  /** Absent for a new template. */
  id: optional(idField('There is no such reply template.')),
  title: required('Title', maxTemplateTitleLength),
  body: required('Text', maxTemplateBodyLength),
});

/**
 * GraphQL saveReplyTemplate(id, title, body): a vendor's template, new (no id) or changed (their own
 * id). The text may use {couple_name}, {wedding_date}, {guests} and {listing_name}. At most 50.
 */
export async function saveReplyTemplate(ctx: RequestContext, input: unknown): Promise<ReplyTemplate> {
  const { id, title, body } = parseInput(saveReplyTemplateInput, input);
  const vendor = requireVendor(ctx.viewer);
  const now = ctx.clock.now();
  return ctx.db.transaction(async (tx) => {
    if (id !== undefined) {
      const [own] = await tx.select({ vendorId: replyTemplates.vendorId }).from(replyTemplates).where(eq(replyTemplates.id, id)).for('update');
      assertOwnTemplate(vendor, own);
      const [row] = await tx.update(replyTemplates).set({ title, body, updatedAt: now }).where(eq(replyTemplates.id, id)).returning();
      return { id: row.id, title: row.title, body: row.body, updatedAt: row.updatedAt };
    }
    const [{ held }] = await tx.select({ held: count() }).from(replyTemplates).where(eq(replyTemplates.vendorId, vendor.id));
    if (held >= maxReplyTemplates) throw new RefusedError(`You can keep at most ${maxReplyTemplates} reply templates.`, 'CONFLICT');
    const [row] = await tx.insert(replyTemplates).values({ vendorId: vendor.id, title, body, createdAt: now, updatedAt: now }).returning();
    return { id: row.id, title: row.title, body: row.body, updatedAt: row.updatedAt };
  });
}
