import { asc, eq, or } from 'drizzle-orm';
import { bookings, quotes } from '../../../db/schema/bookings';
import type { RequestContext } from '../../context';
import { requireSignedIn } from '../../kernel';
import { toBookings } from './booking-list';
import { toQuote, type Booking, type Quote } from './booking-view';

export type MyBookingRecords = { quotes: Quote[]; bookings: Booking[] };

/**
 * For "Download my data": every quote and booking the signed-in person is party to, as the couple
 * or as the vendor, in every state (replaced, declined and ended ones too), oldest first. The other
 * party appears by id only: names come with the conversations, contact details never.
 */
export async function exportMyBookings(ctx: RequestContext): Promise<MyBookingRecords> {
  const person = requireSignedIn(ctx.viewer);
  const [quoteRows, bookingRows] = await Promise.all([
    ctx.db.select().from(quotes).where(or(eq(quotes.coupleId, person.id), eq(quotes.vendorId, person.id))).orderBy(asc(quotes.id)),
    ctx.db.select().from(bookings).where(or(eq(bookings.coupleId, person.id), eq(bookings.vendorId, person.id))).orderBy(asc(bookings.id)),
  ]);
  const bookingOf = new Map(bookingRows.map((row) => [row.quoteId, row.id]));
  return { quotes: quoteRows.map((row) => toQuote(row, bookingOf.get(row.id) ?? null)), bookings: await toBookings(ctx, bookingRows) };
}
