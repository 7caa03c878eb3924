import { addDays, type Day } from './dates';
import type { Country } from './checklist';
import { writeCsv } from '../csv/write-csv';

/**
 * Issue 33's budget: categories with their defaults and where each figure comes from, and the
 * figures (planned, committed, paid, left) computed from the couple's items. Money is in minor
 * units (cents). Pure: the planning module reads the rows and calls these.
 */
export const maxAmount = 1_000_000_000;
export const maxGuests = 10_000;

export type BudgetDefault =
  /** One figure: an average among couples who bought the category. */
  | { kind: 'average'; amount: number; perGuest: boolean; source: string }
  /** A range from a published source. */
  | { kind: 'range'; low: number; high: number; perGuest: boolean; source: string }
  /** No published figure we trust. */
  | { kind: 'none'; source: string };

export type BudgetCategory = {
  id: string;
  title: string;
  /** The marketplace's category (its machine name, used in /search?category=) when it has one. */
  searchCategory: string | null;
  /** Plural words for "No photographer booked yet: search photographers in …". */
  singular: string;
  plural: string;
  defaults: Record<Country, BudgetDefault>;
};

const easyWeddings = 'Easy Weddings, Australian Wedding Industry Report (2023 and 2025 surveys of couples)';
const noAu: BudgetDefault = { kind: 'none', source: 'No default: we have no published Australian average for this category that we have checked.' };
const noNz: BudgetDefault = { kind: 'none', source: 'No default: we have no published New Zealand figure for this category that we have checked.' };

/** Average Australian wedding in the Easy Weddings figures (issue 33): A$35,315 for 88 guests. */
export const australianAverage = { total: 3_531_500, guests: 88, source: `${easyWeddings}: an average wedding cost A$35,315, with 88 guests on average.` };
/** New Zealand: published figures disagree, so a range (see docs/planning.md). */
export const newZealandRange = {
  low: 3_200_000,
  high: 5_000_000,
  guests: 100,
  source:
    'NZ$32,000 (Weddings Wellington, "Your wedding budget", 2024: average cost, 80 to 120 guests) to NZ$50,000 (The Little Hire Company, "Average wedding budget in New Zealand", 2025: most couples spend NZ$40,000–50,000). Taken as 100 guests.',
};

export const budgetCategories: readonly BudgetCategory[] = [
  {
    id: 'venue',
    title: 'Venue',
    searchCategory: 'venue',
    singular: 'venue',
    plural: 'venues',
    defaults: {
      au: { kind: 'average', amount: 1_523_000, perGuest: false, source: `${easyWeddings}: venue A$15,230 on average, among couples who paid for a venue.` },
      nz: { kind: 'range', low: 200_000, high: 600_000, perGuest: false, source: 'Nosh Food Market, "How much does a wedding cost?": Wellington venue packages from about NZ$2,000 to NZ$6,000 (venue hire only).' },
    },
  },
  {
    id: 'catering',
    title: 'Catering and drinks',
    searchCategory: null,
    singular: 'caterer',
    plural: 'caterers',
    defaults: {
      au: { kind: 'average', amount: 6_155, perGuest: true, source: `${easyWeddings}: catering A$5,416 on average among couples who paid a caterer, over 88 guests on average: A$61.55 a guest (our division).` },
      nz: { kind: 'range', low: 12_000, high: 12_000, perGuest: true, source: 'Weddings Wellington, "Your wedding budget" (2024), and David Le Photography\'s booking guide (2023): about NZ$120 a guest for food and drink.' },
    },
  },
  {
    id: 'photography',
    title: 'Photography',
    searchCategory: 'photographer',
    singular: 'photographer',
    plural: 'photographers',
    defaults: { au: { kind: 'average', amount: 326_600, perGuest: false, source: `${easyWeddings}: photography A$3,266 on average, among couples who booked a photographer.` }, nz: noNz },
  },
  { id: 'videography', title: 'Videography', searchCategory: 'videographer', singular: 'videographer', plural: 'videographers', defaults: { au: noAu, nz: noNz } },
  { id: 'flowers', title: 'Flowers', searchCategory: 'flowers', singular: 'florist', plural: 'florists', defaults: { au: noAu, nz: noNz } },
  { id: 'cake', title: 'Cake', searchCategory: 'cakes', singular: 'cake maker', plural: 'cake makers', defaults: { au: noAu, nz: noNz } },
  { id: 'celebrant', title: 'Celebrant', searchCategory: 'celebrant', singular: 'celebrant', plural: 'celebrants', defaults: { au: noAu, nz: noNz } },
  { id: 'photo-booth', title: 'Photo booth', searchCategory: 'photo_booth', singular: 'photo booth', plural: 'photo booths', defaults: { au: noAu, nz: noNz } },
  { id: 'attire', title: 'Attire', searchCategory: null, singular: 'outfit', plural: 'outfits', defaults: { au: noAu, nz: noNz } },
  { id: 'hair-makeup', title: 'Hair and makeup', searchCategory: null, singular: 'stylist', plural: 'stylists', defaults: { au: noAu, nz: noNz } },
  { id: 'music', title: 'Music', searchCategory: null, singular: 'band or DJ', plural: 'bands and DJs', defaults: { au: noAu, nz: noNz } },
  { id: 'stationery', title: 'Stationery', searchCategory: null, singular: 'stationer', plural: 'stationers', defaults: { au: noAu, nz: noNz } },
  { id: 'rings', title: 'Rings', searchCategory: null, singular: 'ring', plural: 'rings', defaults: { au: noAu, nz: noNz } },
  { id: 'transport', title: 'Transport', searchCategory: null, singular: 'car', plural: 'cars', defaults: { au: noAu, nz: noNz } },
  { id: 'styling', title: 'Styling and hire', searchCategory: null, singular: 'stylist', plural: 'stylists', defaults: { au: noAu, nz: noNz } },
  { id: 'accommodation', title: 'Accommodation', searchCategory: null, singular: 'stay', plural: 'stays', defaults: { au: noAu, nz: noNz } },
  { id: 'honeymoon', title: 'Honeymoon', searchCategory: null, singular: 'trip', plural: 'trips', defaults: { au: noAu, nz: noNz } },
  { id: 'other', title: 'Other', searchCategory: null, singular: 'thing', plural: 'things', defaults: { au: noAu, nz: noNz } },
];

export const budgetCategoryIds = budgetCategories.map((category) => category.id);

export function budgetCategoryOf(id: string): BudgetCategory | undefined {
  return budgetCategories.find((category) => category.id === id);
}

/** The budget category a marketplace category's bookings fall in (its machine name), 'other' when none. */
export function budgetCategoryOfSearchCategory(name: string | null | undefined): string {
  return budgetCategories.find((category) => category.searchCategory !== null && category.searchCategory === name)?.id ?? 'other';
}

export const currencyOf = (country: Country) => (country === 'nz' ? 'NZD' : 'AUD');

/** A suggested total for `guests` (the country's average per guest; without a count, the average wedding). */
export function suggestedTotal(country: Country, guests: number | null): { amount: number; low: number; high: number; source: string } {
  if (country === 'nz') {
    const scale = guests === null ? 1 : guests / newZealandRange.guests;
    const low = Math.round(newZealandRange.low * scale);
    const high = Math.round(newZealandRange.high * scale);
    return { amount: Math.round((low + high) / 2), low, high, source: newZealandRange.source };
  }
  const amount = guests === null ? australianAverage.total : Math.round((australianAverage.total * guests) / australianAverage.guests);
  return { amount, low: amount, high: amount, source: australianAverage.source };
}

export type BudgetPaymentInput = { id: string; amount: number; dueDate: Day | null; paid: boolean };

export type BudgetItemInput = {
  id: string;
  categoryId: string;
  name: string;
  estimate: number;
  actual: number | null;
  perGuest: boolean;
  /** Items from a booking's accepted quote: committed by definition. */
  bookingId: number | null;
  currency: string;
  payments: BudgetPaymentInput[];
};

export type BudgetItemFigures = BudgetItemInput & {
  /** The estimate's total (per guest × guests for a per-guest item). */
  estimateTotal: number;
  /** The actual cost's total, null while there is none. */
  actualTotal: number | null;
  /** What this item counts for: the actual cost when known, else the estimate. */
  total: number;
  paid: number;
  /** Part of the budget's figures (false: another currency). */
  counted: boolean;
};

export type BudgetFigures = {
  /** Sum of estimates. */
  planned: number;
  /** Sum of actual costs (the couple's and their bookings'). */
  committed: number;
  paid: number;
  /** Sum of each item's total (actual when known, else estimate). */
  expected: number;
  /** Budget total minus expected; null without a total. */
  left: number | null;
  /** How much expected exceeds the total (0 when within it, or without a total). */
  overspend: number;
};

export type BudgetCategoryFigures = BudgetFigures & { categoryId: string; title: string; overBudget: boolean };

export type UpcomingPayment = { paymentId: string; itemId: string; itemName: string; amount: number; dueDate: Day; overdue: boolean };

export type BudgetComputation = {
  items: BudgetItemFigures[];
  categories: BudgetCategoryFigures[];
  overall: BudgetFigures;
  upcoming: UpcomingPayment[];
};

const times = (amount: number, perGuest: boolean, guests: number) => (perGuest ? amount * guests : amount);

/**
 * The budget's figures: each item's totals (per-guest items follow `guests`), per category and
 * overall; payments pending and due within 30 days of `today` (and those overdue). Items in another
 * currency than `currency` (a booking with a vendor across the Tasman) are listed, not summed.
 */
export function computeBudget(input: { items: BudgetItemInput[]; guests: number | null; total: number | null; currency: string; today: Day }): BudgetComputation {
  const guests = input.guests ?? 0;
  const items = input.items.map((item): BudgetItemFigures => {
    const estimateTotal = times(item.estimate, item.perGuest, guests);
    const actualTotal = item.actual === null ? null : times(item.actual, item.perGuest, guests);
    const paid = item.payments.filter((payment) => payment.paid).reduce((sum, payment) => sum + payment.amount, 0);
    return { ...item, estimateTotal, actualTotal, total: actualTotal ?? estimateTotal, paid, counted: item.currency === input.currency };
  });
  const sum = (list: BudgetItemFigures[], total: number | null): BudgetFigures => {
    const counted = list.filter((item) => item.counted);
    const planned = counted.reduce((acc, item) => acc + item.estimateTotal, 0);
    const committed = counted.reduce((acc, item) => acc + (item.actualTotal ?? 0), 0);
    const paid = counted.reduce((acc, item) => acc + item.paid, 0);
    const expected = counted.reduce((acc, item) => acc + item.total, 0);
    return { planned, committed, paid, expected, left: total === null ? null : total - expected, overspend: total === null ? 0 : Math.max(0, expected - total) };
  };
  const categories = budgetCategories
    .filter((category) => items.some((item) => item.categoryId === category.id))
    .map((category) => {
      const figures = sum(items.filter((item) => item.categoryId === category.id), null);
      return { ...figures, categoryId: category.id, title: category.title, overBudget: figures.expected > figures.planned };
    });
  const horizon = addDays(input.today, 30);
  const upcoming = items
    .flatMap((item) =>
      item.payments
        .filter((payment) => !payment.paid && payment.dueDate !== null && payment.dueDate <= horizon)
        .map((payment) => ({ paymentId: payment.id, itemId: item.id, itemName: item.name, amount: payment.amount, dueDate: payment.dueDate!, overdue: payment.dueDate! < input.today })),
    )
    .sort((a, b) => a.dueDate.localeCompare(b.dueDate));
  return { items, categories, overall: sum(items, input.total), upcoming };
}

const money = (amount: number) => (amount / 100).toFixed(2);

/** The budget as CSV for a spreadsheet: UTF-8 with a BOM, one row per item and one per payment. */
export function budgetCsv(computation: BudgetComputation, guests: number | null): string {
  const header = ['Category', 'Item', 'Row', 'Per guest', 'Guests', 'Estimate', 'Actual', 'Total', 'Currency', 'Payment', 'Due', 'Status', 'From booking'];
  const rows = [header];
  for (const item of computation.items) {
    const category = budgetCategoryOf(item.categoryId)?.title ?? item.categoryId;
    rows.push([
      category,
      item.name,
      'item',
      item.perGuest ? 'yes' : 'no',
      item.perGuest ? String(guests ?? 0) : '',
      money(item.estimate),
      item.actual === null ? '' : money(item.actual),
      money(item.total),
      item.currency,
      '',
      '',
      item.actual === null && item.bookingId === null ? 'planned' : 'committed',
      item.bookingId === null ? '' : String(item.bookingId),
    ]);
    for (const payment of item.payments) {
      rows.push([category, item.name, 'payment', '', '', '', '', '', item.currency, money(payment.amount), payment.dueDate ?? '', payment.paid ? 'paid' : 'pending', item.bookingId === null ? '' : String(item.bookingId)]);
    }
  }
  return writeCsv(rows);
}
