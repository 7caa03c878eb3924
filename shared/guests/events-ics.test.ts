import { describe, expect, it } from 'vitest';
import { weddingEventsIcs, zonedTimeToUtc, type WeddingEvent } from './events-ics';

const stamp = new Date(Date.UTC(2026, 10, 28, 9, 0, 0));
const ceremony: WeddingEvent = { id: 7, name: 'Ceremony; vows, rings & a kiss', date: '2027-03-06', startTime: '16:00', endTime: '16:45', place: 'St Mary’s, 2 Church St\nSydney NSW', description: 'Back\\slash and a long line: ' + 'é'.repeat(60) };
const reception: WeddingEvent = { id: 8, name: 'Reception', date: '2027-03-06', startTime: '18:00', endTime: '01:00', place: null };
const brunch: WeddingEvent = { id: 9, name: 'Brunch', date: '2027-03-07', startTime: null, endTime: null, place: 'Bondi' };
const ics = weddingEventsIcs({ events: [ceremony, reception, brunch], timeZone: 'Australia/Sydney', host: 'everafter.example', appName: 'Ever After', calendarName: 'Ana & Tom', url: 'https://everafter.example/rsvp/abc', stamp });
const unfolded = ics.replace(/\r\n /g, '');

describe('weddingEventsIcs', () => {
  it('ends every line with CRLF and folds lines at 75 octets', () => {
    expect(ics.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(ics.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    for (const line of ics.split('\r\n')) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    expect(ics).toMatch(/\r\n /);
    expect(unfolded).toContain('é'.repeat(60));
  });

  it('escapes commas, semicolons, backslashes and line breaks', () => {
    expect(unfolded).toContain('SUMMARY:Ceremony\\; vows\\, rings & a kiss\r\n');
    expect(unfolded).toContain('LOCATION:St Mary’s\\, 2 Church St\\nSydney NSW\r\n');
    expect(unfolded).toContain('DESCRIPTION:Back\\\\slash');
  });

  it('gives each event a stable UID, the stamp and its link', () => {
    expect(unfolded).toContain('UID:wedding-event-7@everafter.example\r\n');
    expect(unfolded).toContain('UID:wedding-event-9@everafter.example\r\n');
    expect(unfolded.match(/DTSTAMP:20261128T090000Z/g)).toHaveLength(3);
    expect(unfolded).toContain('URL;VALUE=URI:https://everafter.example/rsvp/abc');
  });

  it('writes timed events in UTC from the couple’s zone, and an end past midnight the next day', () => {
    // 6 March 2027 is daylight time in Sydney (UTC+11).
    expect(unfolded).toContain('DTSTART:20270306T050000Z\r\nDTEND:20270306T054500Z');
    expect(unfolded).toContain('DTSTART:20270306T070000Z\r\nDTEND:20270306T140000Z');
  });

  it('writes an all-day event as a date with the next day as its end', () => {
    expect(unfolded).toContain('DTSTART;VALUE=DATE:20270307\r\n');
    expect(unfolded).toContain('DTEND;VALUE=DATE:20270308\r\n');
  });
});

describe('zonedTimeToUtc', () => {
  it('follows daylight saving and other zones', () => {
    expect(zonedTimeToUtc('2027-07-10', '16:00', 'Australia/Sydney').toISOString()).toBe('2027-07-10T06:00:00.000Z');
    expect(zonedTimeToUtc('2027-03-06', '16:00', 'Australia/Sydney').toISOString()).toBe('2027-03-06T05:00:00.000Z');
    expect(zonedTimeToUtc('2027-01-09', '15:30', 'Pacific/Auckland').toISOString()).toBe('2027-01-09T02:30:00.000Z');
    expect(zonedTimeToUtc('2027-06-01', '12:00', 'Australia/Perth').toISOString()).toBe('2027-06-01T04:00:00.000Z');
  });

  it('refuses an unknown zone', () => {
    expect(() => weddingEventsIcs({ events: [], timeZone: 'Mars/Olympus', host: 'h', appName: 'a', calendarName: 'c' })).toThrow(RangeError);
  });
});
