/**
 * Spec §9's price display and plan rules, for the pricing page, the billing page, invoices and
 * e-mails alike. Amounts are minor units (cents), tax included.
 */

export type PlanInterval = 'month' | 'year';

const symbols: Record<string, string> = { aud: '$', usd: '$', eur: '€', gbp: '£' };

/** "$79.00" for aud; a currency without a symbol of its own is written by its code: "NZD 89.00". A credit reads "-$48.00". */
export function formatPrice(amount: number, currency: string): string {
  const value = (Math.abs(amount) / 100).toFixed(2);
  const symbol = symbols[currency.toLowerCase()];
  return `${amount < 0 ? '-' : ''}${symbol ? `${symbol}${value}` : `${currency.toUpperCase()} ${value}`}`;
}

/** How a plan's interval reads: a year is billed once but shown per month. */
export function intervalLabel(interval: PlanInterval): string {
  return interval === 'year' ? 'Monthly - Billed annually' : 'Monthly';
}

/** What a plan costs per month: a year's amount over twelve, rounded to the cent. */
export function monthlyAmount(plan: { amount: number; interval: PlanInterval }): number {
  return plan.interval === 'year' ? Math.round(plan.amount / 12) : plan.amount;
}

/** What paying yearly saves over twelve monthly payments of the same plan (0 when nothing). */
export function yearlySaving(monthly: number, yearly: number): number {
  return Math.max(0, monthly * 12 - yearly);
}

type SortablePlan = { interval: PlanInterval; metadata: { attribute?: string }; id: number };

/** Spec §9: plans sort by add-on attribute (the basic listing, which has none, first), then interval. */
export function comparePlans(a: SortablePlan, b: SortablePlan): number {
  const attribute = (a.metadata.attribute ?? '').localeCompare(b.metadata.attribute ?? '');
  if (attribute !== 0) return attribute;
  if (a.interval !== b.interval) return a.interval === 'month' ? -1 : 1;
  return a.id - b.id;
}

/** Tax included in prices per country (GST: 10 % in Australia, 15 % in New Zealand), in basis points. */
export const taxRates: Record<string, number> = { au: 1000, nz: 1500 };

/** The tax part of a tax-inclusive total: total × rate / (1 + rate), to the cent. */
export function includedTax(total: number, rateBasisPoints: number): number {
  return Math.round((total * rateBasisPoints) / (10_000 + rateBasisPoints));
}

/** Spec §9: what a basic listing includes. */
export const basicListingIncludes = [
  'Listing in relevant searches',
  'Up to 15 high-resolution photos',
  'Business description and social links',
  'Optional embedded video',
  '3 styles included',
] as const;

/** The basic listing's photos, and how many more the "Extra Photos" add-on allows. */
export const basicPhotos = 15;
export const extraPhotos = 15;

/** The styles a basic listing may choose (the category's styles group), and how many more the "Extra Styles" add-on allows. */
export const basicStyles = 3;
export const extraStyles = 3;

/** Days a newly approved claim's listing stays public without a subscription; nothing is charged when they end. */
export const claimTrialDays = 30;

/** Days a failed payment leaves listings up before they are hidden. */
export const graceDays = 7;

/** Spec's plain terms on /pricing and the billing page. */
export const plainTerms = [
  'No minimum term and no lock-in contract.',
  'Cancel any time: your listing stays up until the end of the period you have paid for, and nothing more is charged.',
  'No trial that turns into a charge: you pay only when you choose a plan.',
] as const;
