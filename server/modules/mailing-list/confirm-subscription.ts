import { and, eq, gt } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { mailingListSubscribers } from '../../../db/schema/mailing-list';
import { hashSecretToken } from '../accounts/secret-token';
import { RefusedError } from '../platform/errors';

export const invalidConfirmationMessage = 'This confirmation link is invalid or has expired. Please subscribe again for a new one.';

/** Confirms the address a subscription link was sent to (/mailing-list/confirm/{token}); the link works once. */
export async function confirmSubscription(db: Database, token: string): Promise<void> {
  if (!/^[A-Za-z0-9_-]{43}$/.test(token)) throw new RefusedError(invalidConfirmationMessage, 'NOT_FOUND');
  const confirmed = await db
    .update(mailingListSubscribers)
    .set({ status: 'confirmed', confirmedAt: new Date(), confirmTokenHash: null, confirmTokenExpiresAt: null })
    .where(
      and(
        eq(mailingListSubscribers.confirmTokenHash, hashSecretToken(token)),
        eq(mailingListSubscribers.status, 'pending'),
        gt(mailingListSubscribers.confirmTokenExpiresAt, new Date()),
      ),
    )
    .returning({ id: mailingListSubscribers.id });
  if (confirmed.length === 0) throw new RefusedError(invalidConfirmationMessage, 'NOT_FOUND');
}
