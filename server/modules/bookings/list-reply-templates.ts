import { asc, eq } from 'drizzle-orm';
import { autoReplies, replyTemplates } from '../../../db/schema/bookings';
import type { RequestContext } from '../../context';
import { requireVendor } from './policy';

export type ReplyTemplate = { id: number; title: string; body: string; updatedAt: Date };
export type ReplyTools = { templates: ReplyTemplate[]; autoReply: { enabled: boolean; body: string } };

/** GraphQL replyTemplates (and the auto-reply beside them): the signed-in vendor's own. */
export async function listReplyTemplates(ctx: RequestContext): Promise<ReplyTools> {
  const vendor = requireVendor(ctx.viewer);
  const [templates, [auto]] = await Promise.all([
    ctx.db
      .select({ id: replyTemplates.id, title: replyTemplates.title, body: replyTemplates.body, updatedAt: replyTemplates.updatedAt })
      .from(replyTemplates)
      .where(eq(replyTemplates.vendorId, vendor.id))
      .orderBy(asc(replyTemplates.id)),
    ctx.db.select().from(autoReplies).where(eq(autoReplies.vendorId, vendor.id)),
  ]);
  return { templates, autoReply: { enabled: auto?.enabled ?? false, body: auto?.body ?? '' } };
}
