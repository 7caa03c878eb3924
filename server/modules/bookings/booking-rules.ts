import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { bookings, type BookingRow } from '../../../db/schema/bookings';
import { RefusedError } from '../../kernel';

/** The clear message a second couple gets for a day another couple holds or has booked (issue 31). */
export const dateTakenMessage = (listingName: string) =>
  `${listingName} is already held or booked for another wedding on that date. Ask the vendor about another date.`;

export const dateTaken = (listingName: string) => new RefusedError(dateTakenMessage(listingName), 'CONFLICT');

/** Another booking holding or having booked the listing's day (for listings of one wedding a day). */
export async function findDayTaken(db: Database, serviceId: number, eventDate: string): Promise<Pick<BookingRow, 'id'> | undefined> {
  const [row] = await db
    .select({ id: bookings.id })
    .from(bookings)
    .where(and(eq(bookings.serviceId, serviceId), eq(bookings.eventDate, eventDate), eq(bookings.oneEventADay, true), inArray(bookings.status, ['held', 'booked'])))
    .limit(1);
  return row;
}

/** The booking, locked for the rest of the transaction, or undefined. */
export async function lockBooking(db: Database, id: number): Promise<BookingRow | undefined> {
  const [row] = await db.select().from(bookings).where(eq(bookings.id, id)).for('update');
  return row;
}

/**
 * A booking's moves (issue 31), one graph: held → booked (the vendor confirms) | declined (the
 * vendor) | expired (the hold ran out) | cancelled (either side); booked → cancelled (either side).
 * A held booking past its hold is expired already, whether or not the clock job has marked it.
 */
export function requireState(booking: BookingRow, allowed: BookingRow['status'][], now: Date): void {
  if (booking.status === 'held' && booking.holdUntil <= now) throw new RefusedError('The hold on this date has ended: the booking was not confirmed in time.', 'CONFLICT');
  if (!allowed.includes(booking.status)) throw new RefusedError(`This booking is ${booking.status}.`, 'CONFLICT');
}
