import ical, { ICalEventBusyStatus, ICalEventTransparency } from 'ical-generator';
import { appContext } from '../../../server/http/router-context';
import { readCalendarFeed } from '../../../server/modules/catalog';
import { readOr } from '~/lib/refusal-page.server';
import { icsDay } from '../../../shared/calendar/ics-day';
import type { Route } from './+types/calendar-feed';

/**
 * GET /calendar/{token}.ics: the listing's booked days as all-day busy events. The token is the
 * only permission; an unknown one answers 404. Nothing but the days and the listing's name.
 */
export async function serveCalendarFeed({ context, params }: Route.LoaderArgs) {
  const app = context.get(appContext);
  const token = params.file.endsWith('.ics') ? params.file.slice(0, -'.ics'.length) : '';
  // Any refusal (a token of no possible shape, or of no listing) is no calendar.
  const feed = await readOr(readCalendarFeed(app, { token }), null);
  if (!feed) return new Response('There is no such calendar.', { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' } });
  const host = new URL(app.publicUrl).hostname;
  const calendar = ical({ name: `${feed.name}: booked days`, prodId: { company: app.settings['app.name'], product: 'booked-days' }, ttl: 60 * 60 });
  for (const date of feed.dates) {
    calendar.createEvent({
      id: `${feed.serviceId}-${date}@${host}`,
      start: icsDay(date),
      end: icsDay(date, 1),
      allDay: true,
      summary: 'Booked',
      busystatus: ICalEventBusyStatus.BUSY,
      transparency: ICalEventTransparency.OPAQUE,
    });
  }
  return new Response(calendar.toString(), {
    headers: { 'Content-Type': 'text/calendar; charset=utf-8', 'Cache-Control': 'private, max-age=300', 'X-Robots-Tag': 'noindex' },
  });
}
