import { and, eq, gte, lt, type SQL } from 'drizzle-orm';
import { bookings } from '../../../db/schema/bookings';
import type { RequestContext } from '../../context';

/** A confirmed booking, as the reviews module reads it (issue 32): the strongest proof of dealing. */
export type ReviewableBooking = { id: number; coupleId: number; vendorId: number; serviceId: number; eventDate: string; status: 'booked' };

export type ReviewableBookingFilter = {
  coupleId?: number;
  serviceId?: number;
  /** Event dates in [eventFrom, eventBefore), YYYY-MM-DD (the review invitations' window). */
  eventFrom?: string;
  eventBefore?: string;
  limit?: number;
};

/**
 * Confirmed bookings ('booked': a held, declined, expired or cancelled date is no booking) that a
 * filter selects, by event date (no permission checked: the reviews module's use cases decide).
 */
export async function listReviewableBookings({ db }: Pick<RequestContext, 'db'>, filter: ReviewableBookingFilter): Promise<ReviewableBooking[]> {
  const conditions: SQL[] = [eq(bookings.status, 'booked')];
  if (filter.coupleId !== undefined) conditions.push(eq(bookings.coupleId, filter.coupleId));
  if (filter.serviceId !== undefined) conditions.push(eq(bookings.serviceId, filter.serviceId));
  if (filter.eventFrom) conditions.push(gte(bookings.eventDate, filter.eventFrom));
  if (filter.eventBefore) conditions.push(lt(bookings.eventDate, filter.eventBefore));
  const rows = await db
    .select({ id: bookings.id, coupleId: bookings.coupleId, vendorId: bookings.vendorId, serviceId: bookings.serviceId, eventDate: bookings.eventDate })
    .from(bookings)
    .where(and(...conditions))
    .orderBy(bookings.eventDate, bookings.id)
    .limit(filter.limit ?? 1000);
  return rows.map((row) => ({ ...row, status: 'booked' as const }));
}
