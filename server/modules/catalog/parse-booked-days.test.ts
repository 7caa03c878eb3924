import { describe, expect, it } from 'vitest';
import { parseBookedDays } from './parse-booked-days';

const window = { from: '2027-03-01', until: '2027-03-31' };
const calendar = (...lines: string[]) => ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//test//EN', 'BEGIN:VEVENT', 'UID:a', ...lines, 'END:VEVENT', 'END:VCALENDAR'].join('\r\n');

describe('parseBookedDays', () => {
  it('books a timed event on the day it is where the listing is', () => {
    // Saturday 6 March 2027, 9 am in Sydney (daylight saving, UTC+11) is Friday 22:00 UTC.
    const saturdayMorning = calendar('DTSTART:20270305T220000Z', 'DTEND:20270306T020000Z');
    expect(parseBookedDays(saturdayMorning, window, 'Australia/Sydney')).toEqual(['2027-03-06']);
    expect(parseBookedDays(saturdayMorning, window, 'Australia/Perth')).toEqual(['2027-03-06']);
    // The same instant is still Friday in the UTC the import used to count in.
    expect(parseBookedDays(saturdayMorning, window, 'UTC')).toEqual(['2027-03-05', '2027-03-06']);
  });

  it('reads a named zone without its definition, and a floating time on the listing’s clock', () => {
    expect(parseBookedDays(calendar('DTSTART;TZID=Australia/Sydney:20270306T090000', 'DTEND;TZID=Australia/Sydney:20270306T170000'), window, 'Australia/Perth')).toEqual(['2027-03-06']);
    // 3 am in Auckland (daylight saving, UTC+13) is still 10 pm the day before in Perth.
    expect(parseBookedDays(calendar('DTSTART;TZID=Pacific/Auckland:20270306T030000', 'DTEND;TZID=Pacific/Auckland:20270306T040000'), window, 'Australia/Perth')).toEqual(['2027-03-05']);
    expect(parseBookedDays(calendar('DTSTART:20270306T090000', 'DTEND:20270306T100000'), window, 'Pacific/Auckland')).toEqual(['2027-03-06']);
    // A Windows zone name (Outlook) is no zone Intl knows: read as the listing's own clock.
    expect(parseBookedDays(calendar('DTSTART;TZID=AUS Eastern Standard Time:20270306T090000', 'DTEND;TZID=AUS Eastern Standard Time:20270306T100000'), window, 'Australia/Sydney')).toEqual(['2027-03-06']);
  });

  it('keeps an all-day event’s dates, and ends a timed one at midnight on the day before', () => {
    expect(parseBookedDays(calendar('DTSTART;VALUE=DATE:20270306', 'DTEND;VALUE=DATE:20270308'), window, 'Pacific/Auckland')).toEqual(['2027-03-06', '2027-03-07']);
    // 6 pm to midnight Sydney time (UTC+11).
    expect(parseBookedDays(calendar('DTSTART:20270306T070000Z', 'DTEND:20270306T130000Z'), window, 'Australia/Sydney')).toEqual(['2027-03-06']);
  });
});
