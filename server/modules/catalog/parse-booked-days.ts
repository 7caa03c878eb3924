import ICAL from 'ical.js';
import { maxBookedDays } from '../../../shared/catalog/listing-limits';
import { daysBetween, nextDay } from '../../../shared/catalog/calendar-days';

// A recurring event is followed this many times at most: a daily rule for a year is 366.
const maxOccurrences = 1000;

const dayOf = (time: ICAL.Time) => time.toString().slice(0, 10);

/**
 * The days an iCal calendar is busy within `window` (YYYY-MM-DD, both ends included): every day an
 * event touches, all-day or timed, recurring ones expanded. Cancelled and free ("transparent")
 * events leave days open. Throws when the text is not iCalendar.
 */
export function parseBookedDays(text: string, window: { from: string; until: string }): string[] {
  const calendar = new ICAL.Component(ICAL.parse(text));
  const days = new Set<string>();
  const mark = (start: ICAL.Time, end: ICAL.Time) => {
    // An all-day event ends the day after (exclusive); a timed one on its last day, unless at midnight.
    const endsAtMidnight = end.isDate || (end.hour === 0 && end.minute === 0 && end.second === 0);
    const last = endsAtMidnight && end.compare(start) > 0 ? dayOf(end) : nextDay(dayOf(end));
    for (const day of daysBetween(dayOf(start) < window.from ? window.from : dayOf(start), last, maxBookedDays)) {
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
  return [...days].sort().slice(0, maxBookedDays);
}
