import { eq } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { mailingListSubscribers, type SubscriberStatus } from '../../../db/schema/mailing-list';
import { subscriberIdOfUnsubscribeToken } from './unsubscribe-link';

/** The subscription an unsubscribe link names, to show before it is used; null for a bad link. */
export async function findSubscription(db: Database, unsubscribeToken: string): Promise<{ email: string; status: SubscriberStatus } | null> {
  const id = await subscriberIdOfUnsubscribeToken(db, unsubscribeToken);
  if (id === null) return null;
  const [found] = await db
    .select({ email: mailingListSubscribers.email, status: mailingListSubscribers.status })
    .from(mailingListSubscribers)
    .where(eq(mailingListSubscribers.id, id));
  return found ?? null;
}
