import { count, eq } from 'drizzle-orm';
import { z } from 'zod';
import { planningBudgetItems, planningSettings } from '../../../db/schema/planning';
import { currencyOf } from '../../../shared/planning/budget';
import type { RequestContext } from '../../context';
import { parseInput } from '../../kernel';
import { readBudget, type Budget } from './budget-model';
import { findCouplePlace } from './couple-place';
import { amountField, categoryField, itemNameField, optionalAmount, optionalCheckbox } from './input-fields';
import { maxItems, requirePlanner, tooManyItems } from './policy';
import { sqlLock } from './settings-lock';

export const addBudgetItemInput = z.object({
  categoryId: categoryField,
  name: itemNameField,
  estimate: z.preprocess((value) => value ?? 0, amountField('The estimate')),
  actual: optionalAmount('The actual cost'),
  perGuest: optionalCheckbox,
});

/** GraphQL addBudgetItem(category_id, name, estimate, actual, per_guest): an item (amounts per guest when per_guest), at most 500. */
export async function addBudgetItem(ctx: RequestContext, input: unknown): Promise<Budget> {
  const fields = parseInput(addBudgetItemInput, input);
  const couple = requirePlanner(ctx.viewer);
  const place = await findCouplePlace(ctx, couple);
  const now = ctx.clock.now();
  await ctx.db.transaction(async (tx) => {
    await tx.insert(planningSettings).values({ coupleId: couple.id, currency: currencyOf(place.country ?? 'au'), updatedAt: now }).onConflictDoNothing();
    await tx.execute(sqlLock(couple.id));
    const [{ items }] = await tx.select({ items: count() }).from(planningBudgetItems).where(eq(planningBudgetItems.coupleId, couple.id));
    if (items >= maxItems) throw tooManyItems();
    await tx.insert(planningBudgetItems).values({
      coupleId: couple.id,
      categoryId: fields.categoryId,
      name: fields.name,
      estimate: fields.estimate,
      actual: fields.actual ?? null,
      perGuest: fields.perGuest ?? false,
      createdAt: now,
      updatedAt: now,
    });
  });
  return readBudget(ctx, couple, place);
}
