import { createHmac, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import type { Database } from '../../../db/client';
import { getServerSecret } from '../platform/internal';

export const invalidUnsubscribeMessage = 'This unsubscribe link is not valid. Please use the link in your most recent e-mail from us.';

/** The token of an unsubscribe link as a use case's input; one of another shape names nobody. */
export const unsubscribeLinkInput = z.object({ token: z.string({ error: invalidUnsubscribeMessage }).max(1_000, invalidUnsubscribeMessage) });

/**
 * The unsubscribe link every mailing-list e-mail carries: /mailing-list/unsubscribe/{id}.{HMAC}.
 * Signed rather than stored, so the link in any mail ever sent keeps working without a sign-in,
 * and nobody can make one for another subscriber.
 */
export async function unsubscribeUrl(db: Database, publicUrl: string, subscriberId: number): Promise<string> {
  return `${publicUrl}/mailing-list/unsubscribe/${subscriberId}.${await signature(db, subscriberId)}`;
}

/** The subscriber an unsubscribe token names, when its signature is right; null otherwise. */
export async function subscriberIdOfUnsubscribeToken(db: Database, token: string): Promise<number | null> {
  const match = /^(\d{1,9})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) return null;
  const id = Number(match[1]);
  const expected = Buffer.from(await signature(db, id));
  return timingSafeEqual(expected, Buffer.from(match[2])) ? id : null;
}

async function signature(db: Database, subscriberId: number): Promise<string> {
  const secret = await getServerSecret({ db }, { name: 'mailing-list.unsubscribe' });
  return createHmac('sha256', secret).update(`unsubscribe:${subscriberId}`).digest('base64url');
}
