import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { planningTasks } from '../../../db/schema/planning';
import type { RequestContext } from '../../context';
import { parseInput } from '../../kernel';
import { readChecklist, type Checklist } from './checklist-model';
import { findCouplePlace } from './couple-place';
import { checkboxField, taskIdField } from './input-fields';
import { requirePlanner } from './policy';
import { findOwnTask } from './task-row';

export const completeTaskInput = z.object({ id: taskIdField, done: z.preprocess((value) => value ?? true, checkboxField) });

/** GraphQL completeTask(id, done): ticks a task (done, by default) or unticks it (done false). */
export async function completeTask(ctx: RequestContext, input: unknown): Promise<Checklist> {
  const { id, done } = parseInput(completeTaskInput, input);
  const couple = requirePlanner(ctx.viewer);
  const row = await findOwnTask(ctx, couple, id);
  const now = ctx.clock.now();
  await ctx.db
    .update(planningTasks)
    .set({ doneAt: done ? (row.doneAt ?? now) : null, updatedAt: now })
    .where(eq(planningTasks.id, id));
  return readChecklist(ctx, couple, await findCouplePlace(ctx, couple));
}
