import { eq } from 'drizzle-orm';
import { autoReplies, replyTemplates } from '../../../db/schema/bookings';
import type { RequestContext } from '../../context';

/**
 * The bookings module's part of an account's erasure (privacy's eraseDueAccounts, in its
 * transaction): a vendor's saved replies and automatic answer. Enquiries, quotes and bookings stay:
 * they are the other side's record too (the person shows there as "a former member"). How many rows went.
 */
export async function eraseVendorToolsOf({ db }: Pick<RequestContext, 'db'>, vendorId: number): Promise<number> {
  const templates = await db.delete(replyTemplates).where(eq(replyTemplates.vendorId, vendorId)).returning({ id: replyTemplates.id });
  const replies = await db.delete(autoReplies).where(eq(autoReplies.vendorId, vendorId)).returning({ id: autoReplies.vendorId });
  return templates.length + replies.length;
}
