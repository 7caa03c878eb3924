import { eq } from 'drizzle-orm';
import { mailingListSubscribers, type SubscriberStatus } from '../../../db/schema/mailing-list';
import type { RequestContext } from '../../context';
import { parseInput, RefusedError } from '../../kernel';
import { invalidUnsubscribeMessage, subscriberIdOfUnsubscribeToken, unsubscribeLinkInput } from './unsubscribe-link';

/**
 * The subscription an unsubscribe link names, to show before it is used; a bad link is refused
 * (NOT_FOUND) as its use would be. The signed link is the permission: it shows only the address
 * it was sent to.
 */
export async function findSubscription(ctx: RequestContext, input: unknown): Promise<{ email: string; status: SubscriberStatus }> {
  const { token } = parseInput(unsubscribeLinkInput, input);
  const id = await subscriberIdOfUnsubscribeToken(ctx.db, token);
  const [found] =
    id === null
      ? []
      : await ctx.db
          .select({ email: mailingListSubscribers.email, status: mailingListSubscribers.status })
          .from(mailingListSubscribers)
          .where(eq(mailingListSubscribers.id, id));
  if (!found) throw new RefusedError(invalidUnsubscribeMessage, 'NOT_FOUND');
  return found;
}
