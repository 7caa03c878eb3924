import { groupedPrice } from '../../../shared/bookings/money';

/** "$6,600.00" for aud; "NZD 1,150.00" otherwise. */
export const money = groupedPrice;

const longDate = new Intl.DateTimeFormat('en-AU', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

/** "12 March 2027" for a YYYY-MM-DD day (or an ISO moment's day). */
export function longDay(day: string): string {
  return longDate.format(new Date(`${day.slice(0, 10)}T00:00:00Z`));
}
