/** Calendar arithmetic on YYYY-MM-DD days (UTC, no time of day): what the checklist's schedule needs. */

export type Day = string;

const parts = (day: Day) => [Number(day.slice(0, 4)), Number(day.slice(5, 7)), Number(day.slice(8, 10))] as const;
const format = (time: number) => new Date(time).toISOString().slice(0, 10);
const timeOf = (day: Day) => {
  const [year, month, date] = parts(day);
  return Date.UTC(year, month - 1, date);
};

export function isDay(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  return format(timeOf(value)) === value;
}

export function addDays(day: Day, days: number): Day {
  return format(timeOf(day) + days * 86_400_000);
}

/** `months` calendar months before (negative: after) `day`; the 31st of a shorter month is its last day. */
export function monthsBefore(day: Day, months: number): Day {
  const [year, month, date] = parts(day);
  const target = new Date(Date.UTC(year, month - 1 - months, 1));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  return format(Date.UTC(target.getUTCFullYear(), target.getUTCMonth(), Math.min(date, lastDay)));
}

/** Whole days from `from` to `to` (positive when `to` is later). */
export function daysBetween(from: Day, to: Day): number {
  return Math.round((timeOf(to) - timeOf(from)) / 86_400_000);
}

/** `count` working days (Monday to Friday; public holidays are not known here) before `day`. */
export function workingDaysBefore(day: Day, count: number): Day {
  let current = day;
  let left = count;
  while (left > 0) {
    current = addDays(current, -1);
    const weekday = new Date(timeOf(current)).getUTCDay();
    if (weekday !== 0 && weekday !== 6) left -= 1;
  }
  return current;
}

// Today is counted where the couple marries: the marketplace's two countries.
export const timeZones = { au: 'Australia/Sydney', nz: 'Pacific/Auckland' } as const;

/** Today's date (YYYY-MM-DD) in a country (Australia: Sydney's time). */
export function todayIn(country: 'au' | 'nz', now: Date): Day {
  return new Intl.DateTimeFormat('en-CA', { timeZone: timeZones[country], year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}
