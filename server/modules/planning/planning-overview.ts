import { budgetCategories } from '../../../shared/planning/budget';
import { daysBetween } from '../../../shared/planning/dates';
import type { RequestContext } from '../../context';
import type { BudgetFigures } from '../../../shared/planning/budget';
import { readBudget } from './budget-model';
import { nextOpenTasks, readChecklist, type PlanningTask } from './checklist-model';
import { categorySearchUrl, findCouplePlace } from './couple-place';
import { requirePlanner } from './policy';

export type BookedVendor = { bookingId: number; serviceName: string; servicePath: string; conversationId: number; status: string; total: number; currency: string };
export type MissingCategory = { categoryId: string; title: string; text: string; searchUrl: string };

export type PlanningOverview = {
  weddingDate: string | null;
  weddingLocation: string | null;
  today: string;
  /** Whole days from the wedding to today (spec §4: positive reads "since you said", else "until you say"); null without a date. */
  daysSinceWedding: number | null;
  nextTasks: PlanningTask[];
  tasksDone: number;
  tasksTotal: number;
  budget: BudgetFigures & { total: number | null; currency: string };
  booked: { categoryId: string; title: string; vendors: BookedVendor[] }[];
  /** Marketplace categories with nothing booked: a plain search link near the wedding, never a paid placement. */
  missing: MissingCategory[];
};

/** What /planning shows (issue 33): the countdown, the next five tasks, the budget at a glance, booked vendors, what is missing. */
export async function planningOverview(ctx: RequestContext): Promise<PlanningOverview> {
  const couple = requirePlanner(ctx.viewer);
  const place = await findCouplePlace(ctx, couple);
  const [list, budget] = await Promise.all([readChecklist(ctx, couple, place), readBudget(ctx, couple, place)]);
  const nextTasks = nextOpenTasks(list);
  const bookingItems = budget.items.filter((item) => item.source === 'booking');
  const booked = budgetCategories
    .map((category) => ({
      categoryId: category.id,
      title: category.title,
      vendors: bookingItems
        .filter((item) => item.categoryId === category.id)
        .map((item) => ({
          bookingId: item.bookingId!,
          serviceName: item.name,
          servicePath: item.servicePath ?? '',
          conversationId: item.conversationId!,
          status: item.bookingStatus ?? 'held',
          total: item.total,
          currency: item.currency,
        })),
    }))
    .filter((entry) => entry.vendors.length > 0);
  const where = place.label ? ` in ${place.label}` : '';
  const missing = budgetCategories
    .filter((category) => category.searchCategory !== null && !booked.some((entry) => entry.categoryId === category.id))
    .map((category) => ({
      categoryId: category.id,
      title: category.title,
      text: `No ${category.singular} booked yet: search ${category.plural}${where}`,
      searchUrl: categorySearchUrl(category.searchCategory!, place),
    }));
  const wedding = list.weddingDate;
  return {
    weddingDate: wedding,
    weddingLocation: couple.weddingLocation,
    today: place.today,
    daysSinceWedding: wedding ? daysBetween(wedding, place.today) : null,
    nextTasks,
    tasksDone: list.done,
    tasksTotal: list.total,
    budget: { ...budget.overall, total: budget.total, currency: budget.currency },
    booked,
    missing,
  };
}
