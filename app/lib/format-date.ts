// One time zone for every visitor. Dates are formatted on the server (in loaders) and reach the
// browser as text: the first Intl formatter with a time zone costs a phone 100 ms or more of
// loading ICU's data, which hydration would otherwise pay.
let longDate: Intl.DateTimeFormat | undefined;
let dayOnly: Intl.DateTimeFormat | undefined;

/** '12 November 2026' from an ISO 8601 timestamp. */
export function formatLongDate(iso: string): string {
  longDate ??= new Intl.DateTimeFormat('en-AU', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Australia/Sydney' });
  return longDate.format(new Date(iso));
}

/** 'YYYY-MM-DD' in the same time zone, for <time dateTime>. */
export function isoDay(iso: string): string {
  dayOnly ??= new Intl.DateTimeFormat('en-CA', { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: 'Australia/Sydney' });
  return dayOnly.format(new Date(iso));
}

/** A day as a page shows it: the text and the machine-readable day of its <time> element. */
export type ShownDay = { day: string; text: string };

export function shownDay(iso: string): ShownDay {
  return { day: isoDay(iso), text: formatLongDate(iso) };
}

let dateTime: Intl.DateTimeFormat | undefined;

/** '12 Nov 2026, 2:05 pm' (Sydney time), for the admin area's tables: formatted in loaders. */
export function formatDateTime(moment: Date | string): string {
  dateTime ??= new Intl.DateTimeFormat('en-AU', { day: 'numeric', month: 'short', year: 'numeric', hour: 'numeric', minute: '2-digit', timeZone: 'Australia/Sydney' });
  return dateTime.format(new Date(moment));
}

/** A day on a chart's axis: its date (UTC), and how the page shows it ('3 May'). */
export type ChartDay = { iso: string; label: string };

let dayLabel: Intl.DateTimeFormat | undefined;
const dayMs = 24 * 60 * 60 * 1000;

/** `count` chart days from `since` ('2027-03-06', UTC), named in the loader like the dates above. */
export function chartDays(since: string, count: number): ChartDay[] {
  dayLabel ??= new Intl.DateTimeFormat('en-AU', { day: 'numeric', month: 'short', timeZone: 'UTC' });
  const first = Date.parse(`${since}T00:00:00Z`);
  return Array.from({ length: count }, (_, index) => {
    const day = new Date(first + index * dayMs);
    return { iso: day.toISOString().slice(0, 10), label: dayLabel!.format(day) };
  });
}

const monthNames = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** A calendar day (YYYY-MM-DD, or an ISO moment's UTC day) as '12 March 2027': no Intl, so no time zone data to load. */
export function dayText(day: string): string {
  return `${Number(day.slice(8, 10))} ${monthNames[Number(day.slice(5, 7)) - 1]} ${Number(day.slice(0, 4))}`;
}
