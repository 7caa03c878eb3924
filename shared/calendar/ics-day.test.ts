import ical from 'ical-generator';
import { afterEach, describe, expect, it } from 'vitest';
import { icsDay } from './ics-day';

const startOf = (date: string) => {
  const calendar = ical();
  calendar.createEvent({ start: icsDay(date), end: icsDay(date, 1), allDay: true, summary: 'Booked' });
  return calendar
    .toString()
    .split(/\r?\n/)
    .filter((line) => line.startsWith('DTSTART') || line.startsWith('DTEND'));
};

describe('icsDay', () => {
  const zone = process.env.TZ;
  afterEach(() => {
    if (zone === undefined) delete process.env.TZ;
    else process.env.TZ = zone;
  });

  // Node reads TZ again when it changes, so one process can stand in for servers around the world.
  it.each(['UTC', 'Australia/Sydney', 'Pacific/Auckland', 'America/Los_Angeles'])('writes the same all-day dates on a server in %s', (serverZone) => {
    process.env.TZ = serverZone;
    expect(startOf('2027-03-06')).toEqual(['DTSTART;VALUE=DATE:20270306', 'DTEND;VALUE=DATE:20270307']);
    expect(startOf('2027-12-31')).toEqual(['DTSTART;VALUE=DATE:20271231', 'DTEND;VALUE=DATE:20280101']);
  });
});
