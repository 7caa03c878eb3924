import { asc, count, desc, eq } from 'drizzle-orm';
import { z } from 'zod';
import { bookings, bookingStates, quotes } from '../../../db/schema/bookings';
import type { RequestContext } from '../../context';
import { blankIsAbsent, pageWindow, parseInput, requireAdministrator, tablePage, tableQueryFields, type TablePage } from '../../kernel';
import { listPeople } from '../accounts';
import { listNotificationContacts } from '../accounts/internal';
import { toBookings } from './booking-list';
import type { Booking } from './booking-view';

export const listBookingTableInput = z.object({
  // Blank: every booking.
  status: z.preprocess(blankIsAbsent, z.enum(bookingStates, { error: `Status is one of ${bookingStates.join(', ')}.` }).optional()),
  ...tableQueryFields(['date', 'created'], 'created', 'desc'),
});

/** A booking's vendor or couple as the admin area shows them: the name the chat gives them, and their e-mail. */
export type BookingPerson = { id: number; name: string; email: string };

/** A row of the admin area's bookings table: the booking, its quote's GST, and its two people. */
export type BookingTableRow = Booking & {
  /** The GST part of the total (minor units), its rate in basis points and its name, from the accepted quote. */
  tax: number;
  taxRate: number;
  taxName: string;
  vendor: BookingPerson;
  couple: BookingPerson;
};

/**
 * The admin area's bookings table (issue 31): administrators read bookings here only, never through
 * the couple's or the vendor's operations (which answer them "not found"). By state (all by
 * default), sorted by the wedding day or when the booking was made (newest first by default) and
 * paged. No quote terms or messages: the booking's facts, its GST and its two people.
 */
export async function listBookingTable(ctx: RequestContext, input: unknown): Promise<TablePage<BookingTableRow>> {
  const { status, sort, dir, page } = parseInput(listBookingTableInput, input);
  requireAdministrator(ctx.viewer);
  const where = status ? eq(bookings.status, status) : undefined;
  const order = dir === 'asc' ? asc : desc;
  const column = { date: bookings.eventDate, created: bookings.createdAt }[sort];
  const { limit, offset } = pageWindow(page);
  const [rows, [{ total }]] = await Promise.all([
    ctx.db
      .select({ booking: bookings, tax: quotes.tax, taxRate: quotes.taxRate, taxName: quotes.taxName })
      .from(bookings)
      .innerJoin(quotes, eq(quotes.id, bookings.quoteId))
      .where(where)
      .orderBy(order(column), desc(bookings.id))
      .limit(limit)
      .offset(offset),
    ctx.db.select({ total: count() }).from(bookings).where(where),
  ]);
  const userIds = rows.flatMap(({ booking }) => [booking.vendorId, booking.coupleId]);
  const [listed, people, contacts] = await Promise.all([
    toBookings(ctx, rows.map((row) => row.booking)),
    listPeople(ctx, { userIds }),
    listNotificationContacts(ctx, userIds),
  ]);
  // Named as the chat names them: the nickname (a vendor's business name), else the first name.
  const personOf = (id: number): BookingPerson => {
    const person = people.get(id);
    return { id, name: person?.nickname?.trim() || person?.firstName || 'Former member', email: contacts.get(id)?.email ?? '' };
  };
  return tablePage(
    listed.map((booking, index) => ({
      ...booking,
      tax: rows[index].tax,
      taxRate: rows[index].taxRate,
      taxName: rows[index].taxName,
      vendor: personOf(booking.vendorId),
      couple: personOf(booking.coupleId),
    })),
    total,
    page,
  );
}
