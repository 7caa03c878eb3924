import { asc, eq } from 'drizzle-orm';
import { planningBudgetItems, planningBudgetPayments, planningSettings, type PlanningBudgetItemRow } from '../../../db/schema/planning';
import {
  budgetCategories,
  budgetCategoryOfSearchCategory,
  computeBudget,
  currencyOf,
  suggestedTotal,
  type BudgetCategoryFigures,
  type BudgetDefault,
  type BudgetFigures,
  type BudgetItemFigures,
  type BudgetItemInput,
  type UpcomingPayment,
} from '../../../shared/planning/budget';
import type { RequestContext } from '../../context';
import type { Viewer } from '../../kernel';
import { listMyBookings, type Booking } from '../bookings';
import { listServiceLinks } from '../catalog';
import { attendingCount } from '../guests/internal';
import type { CouplePlace } from './couple-place';

/** A booking the couple has (held while the vendor confirms, or booked), with its listing's marketplace category. */
export type PlannedBooking = Booking & { searchCategory: string | null; budgetCategoryId: string };

export type BudgetItem = BudgetItemFigures & {
  /** Where the item comes from: the couple's own, or a booking's accepted quote. */
  source: 'couple' | 'booking';
  bookingStatus: string | null;
  conversationId: number | null;
  servicePath: string | null;
};

export type BudgetCategoryView = BudgetCategoryFigures & { default: BudgetDefault };

export type Budget = {
  currency: string;
  country: 'au' | 'nz' | null;
  total: number | null;
  /** The couple's guest count (saved). */
  guests: number | null;
  /**
   * Guests attending the reception (or the largest event) by their RSVP answers, once any guest
   * has answered "attending" (issue 34); null before.
   */
  attending: number | null;
  /** The count these figures use: a "what if" count when asked, else the attending count once there is one, else the saved one. */
  guestsUsed: number | null;
  suggested: { amount: number; low: number; high: number; source: string };
  items: BudgetItem[];
  /** Every category with its default and its figures (zero when empty). */
  categories: BudgetCategoryView[];
  overall: BudgetFigures;
  upcoming: UpcomingPayment[];
  today: string;
};

/** The couple's bookings (held or booked), each with its budget category. */
export async function readPlannedBookings(ctx: RequestContext): Promise<PlannedBooking[]> {
  const { bookings } = await listMyBookings(ctx);
  if (bookings.length === 0) return [];
  const links = await listServiceLinks(ctx, { serviceIds: [...new Set(bookings.map((booking) => booking.serviceId))].slice(0, 100) });
  return bookings.map((booking) => {
    const searchCategory = links.get(booking.serviceId)?.category.name ?? null;
    return { ...booking, searchCategory, budgetCategoryId: budgetCategoryOfSearchCategory(searchCategory) };
  });
}

export const bookingItemId = (bookingId: number) => `booking-${bookingId}`;

/** The budget with every figure computed (items from bookings included, never stored). */
export async function readBudget(ctx: RequestContext, couple: Viewer, place: CouplePlace, guestsWhatIf?: number | null): Promise<Budget> {
  const [settingsRows, itemRows, paymentRows, bookings, attendingNow] = await Promise.all([
    ctx.db.select().from(planningSettings).where(eq(planningSettings.coupleId, couple.id)),
    ctx.db.select().from(planningBudgetItems).where(eq(planningBudgetItems.coupleId, couple.id)).orderBy(asc(planningBudgetItems.id)).limit(1000),
    ctx.db.select().from(planningBudgetPayments).where(eq(planningBudgetPayments.coupleId, couple.id)).orderBy(asc(planningBudgetPayments.dueDate), asc(planningBudgetPayments.id)).limit(50_000),
    readPlannedBookings(ctx),
    attendingCount(ctx, couple.id),
  ]);
  const settings = settingsRows[0];
  const country = place.country ?? 'au';
  const currency = currencyOf(country);
  const guests = settings?.guests ?? null;
  const attending = attendingNow?.attending ?? null;
  const guestsUsed = guestsWhatIf === undefined ? (attending ?? guests) : guestsWhatIf;
  const total = settings?.budgetTotal ?? null;
  const bookingById = new Map(bookings.map((booking) => [booking.id, booking]));
  const inputs: BudgetItemInput[] = [
    ...itemRows.map((row: PlanningBudgetItemRow) => ({
      id: String(row.id),
      categoryId: row.categoryId,
      name: row.name,
      estimate: row.estimate,
      actual: row.actual,
      perGuest: row.perGuest,
      bookingId: null,
      currency,
      payments: paymentRows.filter((payment) => payment.itemId === row.id).map((payment) => ({ id: String(payment.id), amount: payment.amount, dueDate: payment.dueDate, paid: payment.paid })),
    })),
    ...bookings.map((booking) => ({
      id: bookingItemId(booking.id),
      categoryId: booking.budgetCategoryId,
      name: booking.serviceName || 'Booked vendor',
      estimate: booking.total,
      actual: booking.total,
      perGuest: false,
      bookingId: booking.id,
      currency: booking.currency.toUpperCase(),
      payments: booking.depositAmount
        ? [{ id: `${bookingItemId(booking.id)}-deposit`, amount: booking.depositAmount, dueDate: booking.depositDue, paid: booking.depositReceivedAt !== null }]
        : [],
    })),
  ];
  const computed = computeBudget({ items: inputs, guests: guestsUsed, total, currency, today: place.today });
  const order = new Map(budgetCategories.map((category, index) => [category.id, index]));
  const items = computed.items
    .map((item): BudgetItem => {
      const booking = item.bookingId === null ? undefined : bookingById.get(item.bookingId);
      return { ...item, source: booking ? 'booking' : 'couple', bookingStatus: booking?.status ?? null, conversationId: booking?.conversationId ?? null, servicePath: booking?.servicePath || null };
    })
    .sort((a, b) => (order.get(a.categoryId) ?? 99) - (order.get(b.categoryId) ?? 99));
  const figuresOf = new Map(computed.categories.map((figures) => [figures.categoryId, figures]));
  const categories = budgetCategories.map((category): BudgetCategoryView => {
    const figures = figuresOf.get(category.id) ?? { categoryId: category.id, title: category.title, planned: 0, committed: 0, paid: 0, expected: 0, left: null, overspend: 0, overBudget: false };
    return { ...figures, default: category.defaults[country] };
  });
  return {
    currency,
    country: place.country,
    total,
    guests,
    attending,
    guestsUsed,
    suggested: suggestedTotal(country, guestsUsed),
    items,
    categories,
    overall: computed.overall,
    upcoming: computed.upcoming,
    today: place.today,
  };
}

/** The couple's item `id` (none of another couple's). */
export async function findItemRow(ctx: RequestContext, id: number) {
  const [row] = await ctx.db.select().from(planningBudgetItems).where(eq(planningBudgetItems.id, id));
  return row;
}

export async function findPaymentRow(ctx: RequestContext, id: number) {
  const [row] = await ctx.db.select().from(planningBudgetPayments).where(eq(planningBudgetPayments.id, id));
  return row;
}
