import { groupedPrice } from '../../../shared/bookings/money';

/** A budget's amount: "$42,000" or "$95.50" for AUD, "NZD 32,000" otherwise (minor units in). */
export function budgetMoney(amount: number, currency: string): string {
  return groupedPrice(amount, currency).replace(/\.00$/, '');
}
