import { and, asc, eq, isNotNull } from 'drizzle-orm';
import { planningSettings, planningTasks, type PlanningTaskRow } from '../../../db/schema/planning';
import { budgetCategoryOf } from '../../../shared/planning/budget';
import {
  checklistTemplates,
  legalTaskKeys,
  legalTasks,
  legalTasksFor,
  legalWindow,
  notLegalAdvice,
  periodOfDate,
  periodOfTemplate,
  periods,
  scheduleTemplates,
  templateOf,
  type LegalTask,
  type PeriodKey,
} from '../../../shared/planning/checklist';
import { currencyOf } from '../../../shared/planning/budget';
import type { RequestContext } from '../../context';
import type { Viewer } from '../../kernel';
import { readPlannedBookings } from './budget-model';
import { categorySearchUrl, type CouplePlace } from './couple-place';

export type TaskLegal = { officialUrl: string; officialName: string; bring: string[]; opens: string | null; deadline: string | null; notLegalAdvice: string };

/** A checklist task as the couple sees it (GraphQL PlanningTask). */
export type PlanningTask = {
  id: number;
  title: string;
  note: string;
  /** The due date: the couple's own, else the default list's (following the wedding date); null without a date. */
  dueDate: string | null;
  /** Whether the couple set the due date themselves. */
  dueDateSet: boolean;
  period: PeriodKey;
  done: boolean;
  doneAt: Date | null;
  hidden: boolean;
  overdue: boolean;
  position: number;
  /** The default list's key (null for the couple's own tasks). */
  template: string | null;
  categoryId: string | null;
  /** A category search near the wedding, when the category is on the marketplace. */
  searchUrl: string | null;
  /** The conversation with the vendor booked in the task's category (held or booked), if any. */
  conversationId: number | null;
  legal: TaskLegal | null;
};

export type ChecklistPeriod = { key: PeriodKey; title: string; total: number; done: number; tasks: PlanningTask[] };

export type Checklist = {
  weddingDate: string | null;
  today: string;
  /** The day the list was laid out for this wedding date (a compressed list spreads from it). */
  scheduleFrom: string | null;
  /** True when the wedding is under a year from scheduleFrom: late tasks were spread over the first weeks. */
  compressed: boolean;
  country: 'au' | 'nz' | null;
  periods: ChecklistPeriod[];
  hidden: PlanningTask[];
  total: number;
  done: number;
};

/** The default list's rows, written once per couple (both countries' legal tasks: the view shows the couple's). */
function templateRows(coupleId: number) {
  return [...checklistTemplates, ...legalTasks].map((template, position) => ({
    coupleId,
    template: template.key,
    title: template.title,
    note: template.note ?? '',
    categoryId: template.categoryId ?? null,
    position,
  }));
}

/**
 * Lays out the couple's checklist the first time (the default list as rows), and again from today
 * when the wedding date changed: a trusted helper of this module's use cases (the couple is checked).
 */
export async function ensureChecklist(ctx: RequestContext, couple: Viewer, place: CouplePlace): Promise<{ scheduleFrom: string | null }> {
  const [settings] = await ctx.db.select().from(planningSettings).where(eq(planningSettings.coupleId, couple.id));
  const wedding = couple.weddingDate?.slice(0, 10) ?? null;
  if (settings?.checklistCreatedAt && settings.scheduleFor === wedding) return { scheduleFrom: settings.scheduleFrom };
  const now = ctx.clock.now();
  return ctx.db.transaction(async (tx) => {
    await tx
      .insert(planningSettings)
      .values({ coupleId: couple.id, currency: currencyOf(place.country ?? 'au'), updatedAt: now })
      .onConflictDoNothing();
    const [current] = await tx.select().from(planningSettings).where(eq(planningSettings.coupleId, couple.id)).for('update');
    if (!current.checklistCreatedAt) {
      await tx.insert(planningTasks).values(templateRows(couple.id)).onConflictDoNothing();
    }
    if (current.checklistCreatedAt && current.scheduleFor === wedding) return { scheduleFrom: current.scheduleFrom };
    const scheduleFrom = wedding ? place.today : null;
    await tx
      .update(planningSettings)
      .set({ checklistCreatedAt: current.checklistCreatedAt ?? now, scheduleFrom, scheduleFor: wedding, updatedAt: now })
      .where(eq(planningSettings.coupleId, couple.id));
    return { scheduleFrom };
  });
}

/** The couple's task rows in their order (hidden ones too). */
export function readTaskRows(ctx: RequestContext, coupleId: number): Promise<PlanningTaskRow[]> {
  return ctx.db.select().from(planningTasks).where(eq(planningTasks.coupleId, coupleId)).orderBy(asc(planningTasks.position), asc(planningTasks.id)).limit(1000);
}

export async function countTemplateRows(ctx: RequestContext, coupleId: number): Promise<number> {
  const rows = await ctx.db
    .select({ id: planningTasks.id })
    .from(planningTasks)
    .where(and(eq(planningTasks.coupleId, coupleId), isNotNull(planningTasks.template)));
  return rows.length;
}

/** The checklist as the couple sees it: the schedule applied, their country's legal task, periods with progress. */
export function toChecklist(
  rows: PlanningTaskRow[],
  couple: Viewer,
  place: CouplePlace,
  scheduleFrom: string | null,
  conversationByCategory: Map<string, number> = new Map(),
): Checklist {
  const wedding = couple.weddingDate?.slice(0, 10) ?? null;
  const shownLegal = new Set(legalTasksFor(place.country).map((task) => task.key));
  const visibleRows = rows.filter((row) => !row.template || !legalTaskKeys.includes(row.template) || shownLegal.has(row.template));
  // The schedule spreads the default tasks in the default list's order (done ones included, so a
  // completed task does not move the others).
  const templates = [...checklistTemplates, ...legalTasks].filter((template) => visibleRows.some((row) => row.template === template.key));
  const start = scheduleFrom ?? place.today;
  const schedule = scheduleTemplates(templates, wedding, start);
  const tasks = visibleRows.map((row): PlanningTask => {
    const template = row.template ? templateOf(row.template) : undefined;
    const dueDate = row.dueDate ?? (row.template ? (schedule.get(row.template) ?? null) : null);
    const category = row.categoryId ? budgetCategoryOf(row.categoryId) : undefined;
    const legalTemplate = template && 'officialUrl' in template ? (template as LegalTask) : null;
    const window = legalTemplate && wedding ? legalWindow(legalTemplate.key, wedding) : null;
    return {
      id: row.id,
      title: row.title,
      note: row.note,
      dueDate,
      dueDateSet: row.dueDate !== null,
      // With a date, a task sits in the period its due date falls in (a compressed list's catch-up tasks are "now", not "12 months before").
      period: dueDate ? periodOfDate(dueDate, wedding) : template ? periodOfTemplate(template) : periodOfDate(null, wedding),
      done: row.doneAt !== null,
      doneAt: row.doneAt,
      hidden: row.hidden,
      overdue: row.doneAt === null && dueDate !== null && dueDate < place.today,
      position: row.position,
      template: row.template,
      categoryId: row.categoryId,
      searchUrl: category?.searchCategory ? categorySearchUrl(category.searchCategory, place) : null,
      conversationId: row.categoryId ? (conversationByCategory.get(row.categoryId) ?? null) : null,
      legal: legalTemplate
        ? { officialUrl: legalTemplate.officialUrl, officialName: legalTemplate.officialName, bring: legalTemplate.bring, opens: window?.opens ?? null, deadline: window?.deadline ?? null, notLegalAdvice }
        : null,
    };
  });
  const shown = tasks.filter((task) => !task.hidden);
  const byPeriod = periods
    .map((period) => {
      const inPeriod = shown.filter((task) => task.period === period.key);
      return { key: period.key, title: period.title, total: inPeriod.length, done: inPeriod.filter((task) => task.done).length, tasks: inPeriod };
    })
    .filter((period) => period.total > 0);
  return {
    weddingDate: wedding,
    today: place.today,
    scheduleFrom: wedding ? start : null,
    compressed: wedding !== null && wedding < addYear(start),
    country: place.country,
    periods: byPeriod,
    hidden: tasks.filter((task) => task.hidden),
    total: shown.length,
    done: shown.filter((task) => task.done).length,
  };
}

const addYear = (day: string) => `${String(Number(day.slice(0, 4)) + 1).padStart(4, '0')}${day.slice(4)}`;

/**
 * The checklist without the booked vendors' conversations (tasks' `conversationId` null): for the
 * weekly e-mail's job, which has no viewer to read the couple's bookings as. Lays the list out the
 * first time, as every reading does.
 */
export async function readChecklistTasks(ctx: RequestContext, couple: Viewer, place: CouplePlace): Promise<Checklist> {
  const { scheduleFrom } = await ensureChecklist(ctx, couple, place);
  return toChecklist(await readTaskRows(ctx, couple.id), couple, place, scheduleFrom);
}

/** The next open tasks (/planning's five, the weekly e-mail's): the soonest due first, then in the list's order; undated ones last. */
export function nextOpenTasks(list: Checklist, count = 5): PlanningTask[] {
  const open = list.periods.flatMap((period) => period.tasks).filter((task) => !task.done);
  return open.sort((a, b) => (a.dueDate ?? '9999').localeCompare(b.dueDate ?? '9999') || a.position - b.position).slice(0, count);
}

/** Everything a task use case answers with: the whole checklist, read again. */
export async function readChecklist(ctx: RequestContext, couple: Viewer, place: CouplePlace): Promise<Checklist> {
  const { scheduleFrom } = await ensureChecklist(ctx, couple, place);
  const [rows, bookings] = await Promise.all([readTaskRows(ctx, couple.id), readPlannedBookings(ctx)]);
  // A task in a category with a booked (or held) vendor links to that vendor's conversation: the first booked.
  const conversationByCategory = new Map<string, number>();
  for (const booking of [...bookings].sort((a, b) => Number(b.status === 'booked') - Number(a.status === 'booked'))) {
    if (!conversationByCategory.has(booking.budgetCategoryId)) conversationByCategory.set(booking.budgetCategoryId, booking.conversationId);
  }
  return toChecklist(rows, couple, place, scheduleFrom, conversationByCategory);
}
