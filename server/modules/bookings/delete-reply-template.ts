import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { replyTemplates } from '../../../db/schema/bookings';
import type { RequestContext } from '../../context';
import { idField, parseInput } from '../../kernel';
import { assertOwnTemplate, requireVendor } from './policy';

export const deleteReplyTemplateInput = z.object({ id: idField('There is no such reply template.') });

/** GraphQL deleteReplyTemplate(id): the vendor's own template goes. */
export async function deleteReplyTemplate(ctx: RequestContext, input: unknown): Promise<{ id: number }> {
  const { id } = parseInput(deleteReplyTemplateInput, input);
  const vendor = requireVendor(ctx.viewer);
  await ctx.db.transaction(async (tx) => {
    const [own] = await tx.select({ vendorId: replyTemplates.vendorId }).from(replyTemplates).where(eq(replyTemplates.id, id)).for('update');
    assertOwnTemplate(vendor, own);
    await tx.delete(replyTemplates).where(eq(replyTemplates.id, id));
  });
  return { id };
}
