import { eq } from 'drizzle-orm';
import { guestSettings } from '../../../db/schema/guests';
import type { RequestContext } from '../../context';
import { newSecretToken } from '../../kernel';
import { readGuestList, withGuestList, type GuestList } from './guest-list-model';
import { requireGuestListOwner } from './policy';

/** GraphQL regenerateRsvpCode: a new private RSVP link; the old one stops working at once. */
export async function regenerateRsvpCode(ctx: RequestContext): Promise<GuestList> {
  const couple = requireGuestListOwner(ctx.viewer);
  await withGuestList(ctx, couple, async (tx) => {
    await tx.update(guestSettings).set({ rsvpCode: newSecretToken(), updatedAt: ctx.clock.now() }).where(eq(guestSettings.coupleId, couple.id));
  });
  return readGuestList(ctx, couple);
}
