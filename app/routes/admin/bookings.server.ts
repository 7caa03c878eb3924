import { listBookingTable } from '../../../server/modules/bookings';
import { groupedPrice } from '../../../shared/bookings/money';
import { formatDateTime, formatLongDate } from '~/lib/format-date';
import type { Route } from './+types/bookings';
import { adminContext, adminRead, searchInput } from './admin.server';

/** The bookings table (?status=, ?sort=date|created, ?dir=, ?page=): every booking unless a state is asked for. */
export async function loadBookings(args: Route.LoaderArgs) {
  const app = adminContext(args);
  const query = searchInput(args.request);
  const bookings = await adminRead(() => listBookingTable(app, query));
  return {
    query: { status: query.status ?? '', sort: query.sort || 'created', dir: (query.dir || 'desc') as 'asc' | 'desc' },
    bookings: {
      ...bookings,
      rows: bookings.rows.map((booking) => ({
        id: booking.id,
        status: booking.status,
        day: booking.eventDate,
        date: formatLongDate(booking.eventDate),
        listing: { name: booking.serviceName || 'Removed listing', path: booking.servicePath, category: booking.categoryTitle },
        vendor: booking.vendor,
        couple: booking.couple,
        total: groupedPrice(booking.total, booking.currency),
        tax: `${booking.taxName} (${booking.taxRate / 100}%) ${groupedPrice(booking.tax, booking.currency)}`,
        deposit: booking.depositAmount === null ? null : `${groupedPrice(booking.depositAmount, booking.currency)}${booking.depositReceivedAt ? ' (received)' : ''}`,
        made: formatDateTime(booking.createdAt),
      })),
    },
  };
}
