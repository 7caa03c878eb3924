import { eq } from 'drizzle-orm';
import { guestEvents, guestHouseholds, guestInvitations, guests, guestSettings, guestTables, rsvpInbox } from '../../../db/schema/guests';
import type { RequestContext } from '../../context';

/**
 * The guests module's part of an account's erasure (privacy's eraseDueAccounts, in its
 * transaction): the guest list, households, events, invitations and answers, tables, the RSVP
 * inbox and the settings (with the RSVP page's link). How many rows went.
 */
export async function eraseGuestsOf({ db }: Pick<RequestContext, 'db'>, coupleId: number): Promise<number> {
  let erased = 0;
  // The rows that point at others first: inbox and invitations at guests, guests at households and tables.
  for (const table of [rsvpInbox, guestInvitations, guests, guestHouseholds, guestTables, guestEvents, guestSettings]) {
    erased += (await db.delete(table).where(eq(table.coupleId, coupleId)).returning({ coupleId: table.coupleId })).length;
  }
  return erased;
}
