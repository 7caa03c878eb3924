import { eq } from 'drizzle-orm';
import { chatDigests } from '../../../db/schema/messaging';
import type { RequestContext } from '../../context';

/**
 * The messaging module's part of an account's erasure (privacy's eraseDueAccounts): the daily
 * summary's bookkeeping goes. Conversations and the messages the person sent stay, readable to the
 * other side, who sees them from "a former member". How many rows went.
 */
export async function eraseChatDigestsOf({ db }: Pick<RequestContext, 'db'>, userId: number): Promise<number> {
  return (await db.delete(chatDigests).where(eq(chatDigests.userId, userId)).returning({ id: chatDigests.userId })).length;
}
