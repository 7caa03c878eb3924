import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { planningBudgetItems } from '../../../db/schema/planning';
import type { RequestContext } from '../../context';
import { parseInput } from '../../kernel';
import { findItemRow, readBudget, type Budget } from './budget-model';
import { findCouplePlace } from './couple-place';
import { amountField, categoryField, itemIdField, itemNameField, optionalAmount, optionalCheckbox } from './input-fields';
import { itemNotFound, requireOwnRow, requirePlanner } from './policy';

export const updateBudgetItemInput = z.object({
  id: itemIdField,
  categoryId: categoryField.optional(),
  name: itemNameField.optional(),
  estimate: amountField('The estimate').optional(),
  actual: optionalAmount('The actual cost'),
  perGuest: optionalCheckbox,
});

/**
 * GraphQL updateBudgetItem(id, category_id, name, estimate, actual, per_guest): changes what is
 * given (actual null: not known yet). Items from a booking are not the couple's rows: they follow
 * the booking, and their ids ("booking-N") are not found here.
 */
export async function updateBudgetItem(ctx: RequestContext, input: unknown): Promise<Budget> {
  const { id, ...fields } = parseInput(updateBudgetItemInput, input);
  const couple = requirePlanner(ctx.viewer);
  requireOwnRow(await findItemRow(ctx, id), couple, itemNotFound);
  const changes: Partial<typeof planningBudgetItems.$inferInsert> = { updatedAt: ctx.clock.now() };
  if (fields.categoryId !== undefined) changes.categoryId = fields.categoryId;
  if (fields.name !== undefined) changes.name = fields.name;
  if (fields.estimate !== undefined) changes.estimate = fields.estimate;
  if (fields.actual !== undefined) changes.actual = fields.actual;
  if (fields.perGuest !== undefined) changes.perGuest = fields.perGuest;
  await ctx.db.update(planningBudgetItems).set(changes).where(eq(planningBudgetItems.id, id));
  return readBudget(ctx, couple, await findCouplePlace(ctx, couple));
}
