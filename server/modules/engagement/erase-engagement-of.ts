import { eq } from 'drizzle-orm';
import { serviceVotes, wishlists } from '../../../db/schema/engagement';
import type { RequestContext } from '../../context';

/**
 * The engagement module's part of an account's erasure (privacy's eraseDueAccounts, in its
 * transaction): the wishlist with its hearts and notes (they cascade from it) and the votes. How many rows went.
 */
export async function eraseEngagementOf({ db }: Pick<RequestContext, 'db'>, userId: number): Promise<number> {
  const lists = await db.delete(wishlists).where(eq(wishlists.userId, userId)).returning({ id: wishlists.id });
  const votes = await db.delete(serviceVotes).where(eq(serviceVotes.userId, userId)).returning({ id: serviceVotes.serviceId });
  return lists.length + votes.length;
}
