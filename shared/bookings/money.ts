import { formatPrice } from '../billing/prices';

/** A price with its thousands grouped: "$36,500.00" for aud, "NZD 1,150.00" otherwise (minor units in). */
export function groupedPrice(amount: number, currency: string): string {
  return formatPrice(amount, currency).replace(/\d+(?=\.\d\d$)/, (whole) => Number(whole).toLocaleString('en-AU'));
}
