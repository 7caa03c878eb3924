// One time zone on the server and in the browser, so a date renders the same on both sides.
const longDate = new Intl.DateTimeFormat('en-AU', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Australia/Sydney' });

/** '12 November 2026' from an ISO 8601 timestamp. */
export function formatLongDate(iso: string): string {
  return longDate.format(new Date(iso));
}

/** 'YYYY-MM-DD' in the same time zone, for <time dateTime>. */
export function isoDay(iso: string): string {
  return new Date(iso).toLocaleDateString('en-CA', { timeZone: 'Australia/Sydney' });
}
