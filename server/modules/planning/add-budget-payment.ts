import { count, eq } from 'drizzle-orm';
import { z } from 'zod';
import { planningBudgetPayments } from '../../../db/schema/planning';
import type { RequestContext } from '../../context';
import { parseInput } from '../../kernel';
import { findItemRow, readBudget, type Budget } from './budget-model';
import { findCouplePlace } from './couple-place';
import { amountField, itemIdField, optionalCheckbox, optionalDay } from './input-fields';
import { itemNotFound, maxPaymentsPerItem, requireOwnRow, requirePlanner, tooManyPayments } from './policy';
import { sqlLock } from './settings-lock';

export const addBudgetPaymentInput = z.object({
  itemId: itemIdField,
  amount: amountField('The amount'),
  dueDate: optionalDay('The due date'),
  paid: optionalCheckbox,
});

/** GraphQL addBudgetPayment(item_id, amount, due_date, paid): a payment of the couple's item, paid or pending (at most 50 an item). */
export async function addBudgetPayment(ctx: RequestContext, input: unknown): Promise<Budget> {
  const fields = parseInput(addBudgetPaymentInput, input);
  const couple = requirePlanner(ctx.viewer);
  requireOwnRow(await findItemRow(ctx, fields.itemId), couple, itemNotFound);
  const now = ctx.clock.now();
  await ctx.db.transaction(async (tx) => {
    await tx.execute(sqlLock(couple.id));
    const [{ payments }] = await tx.select({ payments: count() }).from(planningBudgetPayments).where(eq(planningBudgetPayments.itemId, fields.itemId));
    if (payments >= maxPaymentsPerItem) throw tooManyPayments();
    await tx.insert(planningBudgetPayments).values({
      itemId: fields.itemId,
      coupleId: couple.id,
      amount: fields.amount,
      dueDate: fields.dueDate ?? null,
      paid: fields.paid ?? false,
      createdAt: now,
      updatedAt: now,
    });
  });
  return readBudget(ctx, couple, await findCouplePlace(ctx, couple));
}
