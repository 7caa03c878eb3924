/**
 * A YYYY-MM-DD day as the Date ical-generator wants for an all-day event. It writes all-day dates
 * from the Date's UTC fields, so the day must be UTC midnight: local midnight on a server east of
 * UTC (any Australian or New Zealand one) is the previous day in UTC, and the calendar showed the
 * day before.
 */
export function icsDay(date: string, plusDays = 0): Date {
  return new Date(Date.UTC(Number(date.slice(0, 4)), Number(date.slice(5, 7)) - 1, Number(date.slice(8, 10)) + plusDays));
}
