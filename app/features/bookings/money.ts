import { groupedPrice } from '../../../shared/bookings/money';

/** "$6,600.00" for aud; "NZD 1,150.00" otherwise. */
export const money = groupedPrice;

/** "12 March 2027" for a YYYY-MM-DD day (or an ISO moment's day). */
export { dayText as longDay } from '~/lib/format-date';
