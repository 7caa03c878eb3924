import { and, asc, eq, gte } from 'drizzle-orm';
import { z } from 'zod';
import { services, serviceUnavailableDates } from '../../../db/schema/services';
import { availabilityWindow } from '../../../shared/catalog/availability-window';
import type { RequestContext } from '../../context';
import { parseInput, RefusedError } from '../../kernel';
import { calendarTokenPattern } from './calendar-feed-url';

const noSuchCalendar = 'There is no such calendar.';

export const readCalendarFeedInput = z.object({ token: z.string().max(64).regex(calendarTokenPattern, noSuchCalendar) });

/**
 * A listing's booked days from today on, for its iCal feed: the secret token is the permission.
 * Only the listing's name and its days: nothing about who booked.
 */
export async function readCalendarFeed(ctx: RequestContext, input: unknown): Promise<{ serviceId: number; name: string; dates: string[] }> {
  const { token } = parseInput(readCalendarFeedInput, input);
  const [listing] = await ctx.db.select({ id: services.id, name: services.name }).from(services).where(eq(services.icalToken, token));
  if (!listing) throw new RefusedError(noSuchCalendar, 'NOT_FOUND');
  const rows = await ctx.db
    .select({ date: serviceUnavailableDates.date })
    .from(serviceUnavailableDates)
    .where(and(eq(serviceUnavailableDates.serviceId, listing.id), gte(serviceUnavailableDates.date, availabilityWindow(ctx.clock.now()).from)))
    .orderBy(asc(serviceUnavailableDates.date));
  return { serviceId: listing.id, name: listing.name, dates: rows.map((row) => row.date) };
}
