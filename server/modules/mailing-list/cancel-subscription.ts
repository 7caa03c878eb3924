import { eq, sql } from 'drizzle-orm';
import { mailingListSubscribers } from '../../../db/schema/mailing-list';
import type { RequestContext } from '../../context';
import { parseInput, RefusedError } from '../../kernel';
import { invalidUnsubscribeMessage, subscriberIdOfUnsubscribeToken, unsubscribeLinkInput } from './unsubscribe-link';

/**
 * Takes an address off the mailing list by the link in any of its e-mails (a click, or a mail
 * client's one-click POST), no sign-in needed: the signed link is the permission. A pending
 * address's confirmation link dies with it. Using the link again changes nothing. Answers the address.
 */
export async function cancelSubscription(ctx: RequestContext, input: unknown): Promise<{ email: string }> {
  const { token } = parseInput(unsubscribeLinkInput, input);
  const { db } = ctx;
  const id = await subscriberIdOfUnsubscribeToken(db, token);
  const [subscriber] =
    id === null
      ? []
      : await db
          .update(mailingListSubscribers)
          .set({
            status: 'unsubscribed',
            confirmTokenHash: null,
            confirmTokenExpiresAt: null,
            // The first time counts; a second click keeps it.
            unsubscribedAt: sql`coalesce(${mailingListSubscribers.unsubscribedAt}, ${ctx.clock.now().toISOString()}::timestamptz)`,
          })
          .where(eq(mailingListSubscribers.id, id))
          .returning({ email: mailingListSubscribers.email });
  if (!subscriber) throw new RefusedError(invalidUnsubscribeMessage, 'NOT_FOUND');
  return subscriber;
}
