import { and, asc, eq, inArray } from 'drizzle-orm';
import { bookings } from '../../../db/schema/bookings';
import type { RequestContext } from '../../context';
import { requireSignedIn } from '../../kernel';
import { toBookings } from './booking-list';
import type { Booking } from './booking-view';

export type MyBookings = {
  bookings: Booking[];
  /** What the couple agreed to pay, per currency (minor units), booked and held. */
  totals: { currency: string; booked: number; held: number }[];
};

/** GraphQL myBookings: the couple's vendors, booked and held, by date, with totals. The signed-in couple's own only. */
export async function listMyBookings(ctx: RequestContext): Promise<MyBookings> {
  const couple = requireSignedIn(ctx.viewer);
  const rows = await ctx.db
    .select()
    .from(bookings)
    .where(and(eq(bookings.coupleId, couple.id), inArray(bookings.status, ['held', 'booked'])))
    .orderBy(asc(bookings.eventDate), asc(bookings.id))
    .limit(200);
  const totals = new Map<string, { currency: string; booked: number; held: number }>();
  for (const row of rows) {
    const entry = totals.get(row.currency) ?? { currency: row.currency, booked: 0, held: 0 };
    if (row.status === 'booked') entry.booked += row.total;
    else entry.held += row.total;
    totals.set(row.currency, entry);
  }
  return { bookings: await toBookings(ctx, rows), totals: [...totals.values()] };
}
