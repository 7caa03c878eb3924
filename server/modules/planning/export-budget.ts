import { budgetCsv } from '../../../shared/planning/budget';
import type { RequestContext } from '../../context';
import { readBudget } from './budget-model';
import { findCouplePlace } from './couple-place';
import { requirePlanner } from './policy';

export type BudgetExport = { fileName: string; contentType: string; body: string };

/** The couple's budget as CSV (UTF-8 with a BOM so Excel shows every name; one row per item and per payment). */
export async function exportBudget(ctx: RequestContext): Promise<BudgetExport> {
  const couple = requirePlanner(ctx.viewer);
  const place = await findCouplePlace(ctx, couple);
  const budget = await readBudget(ctx, couple, place);
  return { fileName: `budget-${place.today}.csv`, contentType: 'text/csv; charset=utf-8', body: budgetCsv({ items: budget.items, categories: budget.categories, overall: budget.overall, upcoming: budget.upcoming }, budget.guestsUsed) };
}
