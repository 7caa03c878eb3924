import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { planningBudgetItems } from '../../../db/schema/planning';
import type { RequestContext } from '../../context';
import { parseInput } from '../../kernel';
import { findItemRow, readBudget, type Budget } from './budget-model';
import { findCouplePlace } from './couple-place';
import { itemIdField } from './input-fields';
import { itemNotFound, requireOwnRow, requirePlanner } from './policy';

export const deleteBudgetItemInput = z.object({ id: itemIdField });

/** GraphQL deleteBudgetItem(id): removes the couple's item and its payments. */
export async function deleteBudgetItem(ctx: RequestContext, input: unknown): Promise<Budget> {
  const { id } = parseInput(deleteBudgetItemInput, input);
  const couple = requirePlanner(ctx.viewer);
  requireOwnRow(await findItemRow(ctx, id), couple, itemNotFound);
  await ctx.db.delete(planningBudgetItems).where(eq(planningBudgetItems.id, id));
  return readBudget(ctx, couple, await findCouplePlace(ctx, couple));
}
