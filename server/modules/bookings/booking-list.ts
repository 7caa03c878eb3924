import type { BookingRow } from '../../../db/schema/bookings';
import type { RequestContext } from '../../context';
import { listServiceLinks } from '../catalog';
import { maxServicesPerRead } from '../catalog/internal';
import { toBooking, type Booking } from './booking-view';

/** Bookings with their listings' names, pages and categories (one read per batch of listings). */
export async function toBookings(ctx: RequestContext, rows: BookingRow[]): Promise<Booking[]> {
  const ids = [...new Set(rows.map((row) => row.serviceId))];
  const names = new Map<number, { name: string; path: string; categoryTitle: string }>();
  for (let start = 0; start < ids.length; start += maxServicesPerRead) {
    const links = await listServiceLinks(ctx, { serviceIds: ids.slice(start, start + maxServicesPerRead) });
    for (const [id, link] of links) names.set(id, { name: link.name, path: link.path, categoryTitle: link.category.title });
  }
  return rows.map((row) => toBooking(row, names.get(row.serviceId)));
}

export async function toBookingFor(ctx: RequestContext, row: BookingRow): Promise<Booking> {
  return (await toBookings(ctx, [row]))[0];
}
