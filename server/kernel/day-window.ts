import { and, gte, lt, sql, type AnyColumn, type SQL } from 'drizzle-orm';

const dayMs = 24 * 60 * 60 * 1000;

/** The last `days` whole days in UTC up to and including today: `from` (inclusive) to `until` (exclusive). */
export type DayWindow = { from: Date; until: Date; days: number; since: string };

export function lastDays(now: Date, days: number): DayWindow {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const from = new Date(today - (days - 1) * dayMs);
  return { from, until: new Date(today + dayMs), days, since: from.toISOString().slice(0, 10) };
}

/** A timestamp column's day in UTC ('2027-03-06'), to group rows by. */
export const utcDay = (column: AnyColumn): SQL<string> => sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD')`;

/** A timestamp column within the window. */
export const inDayWindow = (column: AnyColumn, window: DayWindow): SQL => and(gte(column, window.from), lt(column, window.until))!;

/** Rows of (day, value) as one value per day of the window, oldest first; missing days are 0. */
export function dailyValues(window: DayWindow, rows: readonly { day: string; value: number }[]): number[] {
  const values = Array<number>(window.days).fill(0);
  for (const row of rows) {
    const index = Math.round((Date.parse(`${row.day}T00:00:00Z`) - window.from.getTime()) / dayMs);
    if (index >= 0 && index < window.days) values[index] += row.value;
  }
  return values;
}
