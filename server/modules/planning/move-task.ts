import { and, asc, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { planningTasks } from '../../../db/schema/planning';
import type { RequestContext } from '../../context';
import { parseInput, wholeNumberField } from '../../kernel';
import { readChecklist, type Checklist } from './checklist-model';
import { findCouplePlace } from './couple-place';
import { taskIdField } from './input-fields';
import { maxTasks, requirePlanner } from './policy';
import { sqlLock } from './settings-lock';
import { findOwnTask } from './task-row';

export const moveTaskInput = z.object({ id: taskIdField, position: wholeNumberField(0, maxTasks, `The position must be a whole number from 0 to ${maxTasks}.`) });

/**
 * GraphQL moveTask(id, position): puts the task at `position` (0 first) in the couple's whole list
 * (hidden tasks included; past the end is the end) and numbers the list again. The page shows
 * tasks by period, in this order within each.
 */
export async function moveTask(ctx: RequestContext, input: unknown): Promise<Checklist> {
  const { id, position } = parseInput(moveTaskInput, input);
  const couple = requirePlanner(ctx.viewer);
  await findOwnTask(ctx, couple, id);
  await ctx.db.transaction(async (tx) => {
    await tx.execute(sqlLock(couple.id));
    const rows = await tx
      .select({ id: planningTasks.id, position: planningTasks.position })
      .from(planningTasks)
      .where(eq(planningTasks.coupleId, couple.id))
      .orderBy(asc(planningTasks.position), asc(planningTasks.id));
    const order = rows.filter((row) => row.id !== id).map((row) => row.id);
    order.splice(Math.min(position, order.length), 0, id);
    const was = new Map(rows.map((row) => [row.id, row.position]));
    const changed = order.map((taskId, index) => ({ taskId, index })).filter(({ taskId, index }) => was.get(taskId) !== index);
    if (changed.length === 0) return;
    const cases = sql.join(
      changed.map(({ taskId, index }) => sql`when ${taskId} then ${index}`),
      sql` `,
    );
    await tx
      .update(planningTasks)
      .set({ position: sql`(case ${planningTasks.id} ${cases} end)::int`, updatedAt: ctx.clock.now() })
      .where(and(eq(planningTasks.coupleId, couple.id), sql`${planningTasks.id} in (${sql.join(changed.map(({ taskId }) => sql`${taskId}`), sql`, `)})`));
  });
  return readChecklist(ctx, couple, await findCouplePlace(ctx, couple));
}
