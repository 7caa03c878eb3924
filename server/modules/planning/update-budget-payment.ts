import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { planningBudgetPayments } from '../../../db/schema/planning';
import type { RequestContext } from '../../context';
import { parseInput } from '../../kernel';
import { findPaymentRow, readBudget, type Budget } from './budget-model';
import { findCouplePlace } from './couple-place';
import { amountField, optionalCheckbox, optionalDay, paymentIdField } from './input-fields';
import { paymentNotFound, requireOwnRow, requirePlanner } from './policy';

export const updateBudgetPaymentInput = z.object({
  id: paymentIdField,
  amount: amountField('The amount').optional(),
  dueDate: optionalDay('The due date'),
  paid: optionalCheckbox,
});

/** GraphQL updateBudgetPayment(id, amount, due_date, paid): changes what is given (due_date null: no date). */
export async function updateBudgetPayment(ctx: RequestContext, input: unknown): Promise<Budget> {
  const { id, ...fields } = parseInput(updateBudgetPaymentInput, input);
  const couple = requirePlanner(ctx.viewer);
  requireOwnRow(await findPaymentRow(ctx, id), couple, paymentNotFound);
  const changes: Partial<typeof planningBudgetPayments.$inferInsert> = { updatedAt: ctx.clock.now() };
  if (fields.amount !== undefined) changes.amount = fields.amount;
  if (fields.dueDate !== undefined) changes.dueDate = fields.dueDate;
  if (fields.paid !== undefined) changes.paid = fields.paid;
  await ctx.db.update(planningBudgetPayments).set(changes).where(eq(planningBudgetPayments.id, id));
  return readBudget(ctx, couple, await findCouplePlace(ctx, couple));
}
