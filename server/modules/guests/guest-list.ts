import { eq } from 'drizzle-orm';
import { guestSettings } from '../../../db/schema/guests';
import type { RequestContext } from '../../context';
import { readGuestList, withGuestList, type GuestList } from './guest-list-model';
import { requireGuestListOwner } from './policy';

/**
 * GraphQL guestList: the couple's households with their guests, events with who is invited and
 * the counts (invited, attending, declined, waiting), tables with who is seated (over capacity
 * shown), adults/children/infants, meals and dietary needs for the caterer, and the private RSVP
 * link's code. The first read makes the RSVP code and the default events (ceremony, reception);
 * later reads take no lock.
 */
export async function guestList(ctx: RequestContext): Promise<GuestList> {
  const couple = requireGuestListOwner(ctx.viewer);
  const [settings] = await ctx.db.select({ defaultEventsAt: guestSettings.defaultEventsAt }).from(guestSettings).where(eq(guestSettings.coupleId, couple.id));
  if (!settings?.defaultEventsAt) await withGuestList(ctx, couple, async () => undefined);
  return readGuestList(ctx, couple);
}
