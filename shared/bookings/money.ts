import { formatPrice } from '../billing/prices';

/** A price with its thousands grouped: "$36,500.00" for aud, "NZD 1,150.00" otherwise (minor units in). */
export function groupedPrice(amount: number, currency: string): string {
  return formatPrice(amount, currency).replace(/\d+(?=\.\d\d$)/, (whole) => Number(whole).toLocaleString('en-AU'));
}

/** Dollars and cents as typed ("1,250.50", "$95") to minor units; NaN when it is not an amount. */
export function centsOf(text: string): number {
  const cleaned = text.replace(/[$,\s]/g, '');
  if (!/^\d+(\.\d{1,2})?$/.test(cleaned)) return Number.NaN;
  return Math.round(Number(cleaned) * 100);
}

/** Minor units as a person types dollars back into a field: 9500 → "95", 125050 → "1250.50". */
export function dollarsText(amount: number): string {
  return amount % 100 === 0 ? String(amount / 100) : (amount / 100).toFixed(2);
}
