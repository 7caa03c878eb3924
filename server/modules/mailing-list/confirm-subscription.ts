import { and, eq, gt } from 'drizzle-orm';
import { z } from 'zod';
import { mailingListSubscribers } from '../../../db/schema/mailing-list';
import type { RequestContext } from '../../context';
import { hashSecretToken, parseInput, RefusedError } from '../../kernel';

export const invalidConfirmationMessage = 'This confirmation link is invalid or has expired. Please subscribe again for a new one.';

export const confirmSubscriptionInput = z.object({ token: z.string({ error: invalidConfirmationMessage }).max(1_000, invalidConfirmationMessage) });

/**
 * Confirms the address a subscription link was sent to (/mailing-list/confirm/{token}); the link
 * works once, and is the permission (no sign-in).
 */
export async function confirmSubscription(ctx: RequestContext, input: unknown): Promise<void> {
  const { token } = parseInput(confirmSubscriptionInput, input);
  if (!/^[A-Za-z0-9_-]{43}$/.test(token)) throw new RefusedError(invalidConfirmationMessage, 'NOT_FOUND');
  const now = ctx.clock.now();
  const confirmed = await ctx.db
    .update(mailingListSubscribers)
    .set({ status: 'confirmed', confirmedAt: now, confirmTokenHash: null, confirmTokenExpiresAt: null })
    .where(
      and(
        eq(mailingListSubscribers.confirmTokenHash, hashSecretToken(token)),
        eq(mailingListSubscribers.status, 'pending'),
        gt(mailingListSubscribers.confirmTokenExpiresAt, now),
      ),
    )
    .returning({ id: mailingListSubscribers.id });
  if (confirmed.length === 0) throw new RefusedError(invalidConfirmationMessage, 'NOT_FOUND');
}
