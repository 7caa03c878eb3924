import type { Job } from '../../kernel';
import { importCalendars } from './import-calendars';

/** Vendors' own calendars, imported into their listings' booked days: at start (a restart does not wait an hour), then hourly. */
export const calendarImports: Job = {
  name: 'calendar-imports',
  everyMs: 60 * 60_000,
  firstRunAfterMs: 0,
  leaseMs: 30 * 60_000,
  run: (ctx) => importCalendars(ctx),
};
