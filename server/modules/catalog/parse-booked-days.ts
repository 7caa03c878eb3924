import ICAL from 'ical.js';
import { listingLimits } from '../../../shared/catalog/listing-fields';
import { daysBetween, nextDay } from '../../../shared/catalog/calendar-days';

// A recurring event is followed this many times at most: a daily rule for a year is 366.
const maxOccurrences = 1000;

const dayOf = (time: ICAL.Time) => time.toString().slice(0, 10);

/** A moment as the listing's clock shows it: its day, and whether it is that day's first moment. */
type LocalMoment = { day: string; midnight: boolean };

const clocks = new Map<string, Intl.DateTimeFormat | null>();

/** A formatter of wall-clock times in an IANA time zone; null when the name is no zone Intl knows (Windows names). */
function clockOf(timeZone: string): Intl.DateTimeFormat | null {
  if (!clocks.has(timeZone)) {
    let clock: Intl.DateTimeFormat | null = null;
    try {
      clock = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit', hourCycle: 'h23' });
    } catch {
      // RangeError: not a time zone.
    }
    clocks.set(timeZone, clock);
  }
  return clocks.get(timeZone)!;
}

/** The wall clock of `clock` at the instant `ms`, as milliseconds of the same fields read as UTC. */
function wallClockMs(clock: Intl.DateTimeFormat, ms: number): number {
  const part = Object.fromEntries(clock.formatToParts(ms).map((entry) => [entry.type, Number(entry.value)]));
  return Date.UTC(part.year, part.month - 1, part.day, part.hour, part.minute, part.second);
}

/** The instant a wall-clock time of a named zone is (the offset checked again after a daylight-saving change). */
function instantInZone(time: ICAL.Time, clock: Intl.DateTimeFormat): number {
  const wall = Date.UTC(time.year, time.month - 1, time.day, time.hour, time.minute, time.second);
  const guess = wall - (wallClockMs(clock, wall) - wall);
  return wall - (wallClockMs(clock, guess) - guess);
}

/**
 * When a timed start or end happens, in milliseconds; null for a floating time (no zone, or a zone
 * name nobody knows), which is read on the listing's own clock.
 */
function instantOf(time: ICAL.Time): number | null {
  if (time.zone && time.zone.tzid !== 'floating') return time.toUnixTime() * 1000; // UTC, or a VTIMEZONE of the calendar
  const named = (time as ICAL.Time & { timezone?: string }).timezone;
  const clock = named ? clockOf(named) : null;
  return clock ? instantInZone(time, clock) : null;
}

function localMoment(time: ICAL.Time, timeZone: string): LocalMoment {
  const clock = time.isDate ? null : clockOf(timeZone);
  const instant = time.isDate ? null : instantOf(time);
  if (instant === null || !clock) return { day: dayOf(time), midnight: time.isDate || (time.hour === 0 && time.minute === 0 && time.second === 0) };
  const wall = new Date(wallClockMs(clock, instant));
  return { day: wall.toISOString().slice(0, 10), midnight: wall.getUTCHours() === 0 && wall.getUTCMinutes() === 0 && wall.getUTCSeconds() === 0 };
}

/**
 * The days an iCal calendar is busy within `window` (YYYY-MM-DD, both ends included), on the
 * listing's calendar: every day an event touches, recurring ones expanded. An all-day event keeps
 * its dates; a timed one counts in the listing's `timeZone` (a 9 am Saturday wedding in Sydney is
 * 23:00 UTC on Friday, and books the Saturday). Cancelled and free ("transparent") events leave
 * days open. Throws when the text is not iCalendar.
 */
export function parseBookedDays(text: string, window: { from: string; until: string }, timeZone: string): string[] {
  const calendar = new ICAL.Component(ICAL.parse(text));
  const days = new Set<string>();
  const mark = (start: ICAL.Time, end: ICAL.Time) => {
    const from = localMoment(start, timeZone);
    const to = localMoment(end, timeZone);
    // An all-day event ends the day after (exclusive); a timed one on its last day, unless at midnight.
    const last = to.midnight && to.day > from.day ? to.day : nextDay(to.day);
    for (const day of daysBetween(from.day < window.from ? window.from : from.day, last, listingLimits.bookedDays)) {
      if (day > window.until) break;
      days.add(day);
    }
  };
  for (const component of calendar.getAllSubcomponents('vevent')) {
    const event = new ICAL.Event(component);
    if (component.getFirstPropertyValue('status') === 'CANCELLED' || component.getFirstPropertyValue('transp') === 'TRANSPARENT') continue;
    if (!event.startDate) continue;
    if (!event.isRecurring()) {
      mark(event.startDate, event.endDate ?? event.startDate);
      continue;
    }
    const occurrences = event.iterator();
    for (let count = 0, next = occurrences.next(); next && count < maxOccurrences && dayOf(next) <= window.until; count++, next = occurrences.next()) {
      const { startDate, endDate } = event.getOccurrenceDetails(next);
      if (dayOf(endDate) >= window.from) mark(startDate, endDate);
    }
  }
  return [...days].sort().slice(0, listingLimits.bookedDays);
}
