import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { mailingListSubscribers } from '../../../db/schema/mailing-list';
import { RefusedError } from '../platform/errors';
import { subscriberIdOfUnsubscribeToken } from './unsubscribe-link';

export const invalidUnsubscribeMessage = 'This unsubscribe link is not valid. Please use the link in your most recent e-mail from us.';

/**
 * Takes an address off the mailing list by the link in any of its e-mails (a click, or a mail
 * client's one-click POST), no sign-in needed. A pending address's confirmation link dies with it.
 * Using the link again changes nothing. Answers the address.
 */
export async function cancelSubscription(db: Database, unsubscribeToken: string): Promise<{ email: string }> {
  const id = await subscriberIdOfUnsubscribeToken(db, unsubscribeToken);
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
            unsubscribedAt: sql`coalesce(${mailingListSubscribers.unsubscribedAt}, now())`,
          })
          .where(eq(mailingListSubscribers.id, id))
          .returning({ email: mailingListSubscribers.email });
  if (!subscriber) throw new RefusedError(invalidUnsubscribeMessage, 'NOT_FOUND');
  return subscriber;
}
