import ical from 'ical-generator';
import { icsDay } from '../calendar/ics-day';

/**
 * The wedding's events as an `.ics` file for a guest's calendar (issue 34: sent with the RSVP
 * confirmation). There was no shared .ics writer: bookings (`server/modules/bookings/booking-ics.ts`)
 * and the listing's feed (`app/routes/catalog/calendar-feed.server.ts`) each call `ical-generator`
 * in their own layer; this calls the same library, which writes RFC 5545: CRLF line ends, lines
 * folded at 75 octets without splitting a UTF-8 character, and , ; \ and line breaks escaped in
 * text. A final CRLF is added (the library leaves it off; RFC 5545 ends every line with one).
 *
 * Time zones, decided: a timed event is written in UTC (`DTSTART:20270306T050000Z`), computed from
 * the couple's wall-clock time in their IANA zone. Not floating time, which a guest's phone reads
 * in its own zone (a guest flying in from Perth would see a Sydney 4 pm ceremony at 4 pm Perth time);
 * not `TZID=Australia/Sydney`, which RFC 5545 (3.2.19) allows only with a VTIMEZONE block
 * describing the zone's rules, that we would have to generate. UTC is one exact instant every
 * calendar shows in the reader's own time. An all-day event (no start time) is a `VALUE=DATE` day,
 * which has no zone by definition. An end time earlier than the start is the next day (a reception
 * until 1 am); a timed event without an end time has no DTEND (RFC 5545: it ends as it starts).
 */

export type WeddingEvent = {
  id: string | number;
  name: string;
  /** YYYY-MM-DD, the couple's local date. */
  date: string;
  /** HH:MM in the couple's zone, or null for an all-day event. */
  startTime: string | null;
  endTime: string | null;
  place: string | null;
  description?: string | null;
  /** Rises each time the couple changes the event, so calendars replace their copy. */
  sequence?: number;
};

export type EventsIcsInput = {
  events: readonly WeddingEvent[];
  /** The couple's IANA time zone, for example Australia/Sydney or Pacific/Auckland. */
  timeZone: string;
  /** The site's host name, for globally unique UIDs (`wedding-event-7@example.com`). */
  host: string;
  appName: string;
  /** The calendar's name, for example "Ana & Tom's wedding". */
  calendarName: string;
  /** A link for each event (the RSVP page), or none. */
  url?: string | null;
  /** DTSTAMP: when the file is made. */
  stamp?: Date;
};

/** The offset of `zone` from UTC at `instant`, in milliseconds (positive east of Greenwich). */
function zoneOffset(instant: number, zone: string): number {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', { timeZone: zone, hourCycle: 'h23', year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', minute: 'numeric', second: 'numeric' })
      .formatToParts(new Date(instant))
      .map((part) => [part.type, Number(part.value)]),
  );
  return Date.UTC(parts.year, parts.month - 1, parts.day, parts.hour, parts.minute, parts.second) - (instant - (instant % 1000));
}

/** The UTC instant of a wall-clock time in `zone` (a time in a spring-forward gap moves past it). */
export function zonedTimeToUtc(date: string, time: string, zone: string, plusDays = 0): Date {
  const [year, month, day] = date.split('-').map(Number);
  const [hour, minute] = time.split(':').map(Number);
  const wall = Date.UTC(year, month - 1, day + plusDays, hour, minute);
  let instant = wall - zoneOffset(wall, zone);
  instant = wall - zoneOffset(instant, zone);
  return new Date(instant);
}

// UTC midnight of a YYYY-MM-DD day: ical-generator 11 writes an all-day date from the Date's UTC
// fields (a local midnight east of Greenwich, as in TZ=Australia/Sydney, would come out a day early).
const timePattern = /^([01]\d|2[0-3]):[0-5]\d$/;
const datePattern = /^\d{4}-\d{2}-\d{2}$/;

export function weddingEventsIcs(input: EventsIcsInput): string {
  new Intl.DateTimeFormat('en-US', { timeZone: input.timeZone }); // throws RangeError on an unknown zone
  const calendar = ical({ name: input.calendarName, prodId: { company: input.appName, product: 'wedding-events' } });
  for (const event of input.events) {
    if (!datePattern.test(event.date)) throw new RangeError(`Not a date: ${event.date}`);
    const common = {
      id: `wedding-event-${event.id}@${input.host}`,
      summary: event.name,
      location: event.place ?? undefined,
      description: event.description ?? undefined,
      url: input.url ?? undefined,
      sequence: event.sequence ?? 0,
      stamp: input.stamp ?? new Date(),
    };
    if (event.startTime === null) {
      calendar.createEvent({ ...common, allDay: true, start: icsDay(event.date), end: icsDay(event.date, 1) });
      continue;
    }
    if (!timePattern.test(event.startTime) || (event.endTime !== null && !timePattern.test(event.endTime))) throw new RangeError(`Not a time: ${event.startTime}–${event.endTime}`);
    const start = zonedTimeToUtc(event.date, event.startTime, input.timeZone);
    const end = event.endTime === null ? null : zonedTimeToUtc(event.date, event.endTime, input.timeZone, event.endTime <= event.startTime ? 1 : 0);
    calendar.createEvent({ ...common, start, end });
  }
  const text = calendar.toString();
  return text.endsWith('\r\n') ? text : `${text}\r\n`;
}
