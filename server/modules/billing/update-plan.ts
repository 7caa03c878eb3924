import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { billingPlans } from '../../../db/schema/billing';
import type { RequestContext } from '../../context';
import { recordAuditEvent } from '../audit/internal';
import { idField, parseInput, RefusedError, requireAdministrator } from '../../kernel';
import type { BillingPlanRecord } from './list-plans';
import { auditedPlan, planActiveField, planAmountField, planTitleField, publishPlan } from './plan-fields';

export const updatePlanInput = z.object({
  id: idField('There is no such plan.'),
  title: planTitleField,
  amount: planAmountField,
  active: planActiveField,
});

/**
 * An administrator edits a plan's title, price (tax included) and whether it is on sale. Running
 * subscriptions keep their plan: the new price applies from their next invoice. Audited with before
 * and after; Stripe's Price follows when Stripe takes payments.
 */
export async function updatePlan(ctx: RequestContext, input: unknown): Promise<BillingPlanRecord> {
  const { id, title, amount, active } = parseInput(updatePlanInput, input);
  requireAdministrator(ctx.viewer);
  const updated = await ctx.db.transaction(async (db) => {
    const [before] = await db.select().from(billingPlans).where(eq(billingPlans.id, id)).for('update');
    if (!before) throw new RefusedError('There is no such plan.', 'NOT_FOUND');
    const metadata = { ...before.metadata, retired: active ? undefined : true };
    const [after] = await db.update(billingPlans).set({ title, amount, metadata: JSON.parse(JSON.stringify(metadata)) as typeof metadata }).where(eq(billingPlans.id, id)).returning();
    await recordAuditEvent({ ...ctx, db }, { action: 'billing_plan.update', entityType: 'billing_plan', entityId: id, before: auditedPlan(before), after: auditedPlan(after) });
    return after;
  });
  return publishPlan(ctx, updated);
}
