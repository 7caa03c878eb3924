import { eq } from 'drizzle-orm';
import { mailingListSubscribers } from '../../../db/schema/mailing-list';
import type { RequestContext } from '../../context';

/**
 * The mailing list's part of an account's erasure (privacy's eraseDueAccounts): the newsletter
 * subscription the person made while signed in goes, with its address. How many rows went.
 */
export async function eraseSubscriptionOf({ db }: Pick<RequestContext, 'db'>, userId: number): Promise<number> {
  return (await db.delete(mailingListSubscribers).where(eq(mailingListSubscribers.userId, userId)).returning({ id: mailingListSubscribers.id })).length;
}
