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

export const hideTaskInput = z.object({ id: taskIdField, hidden: z.preprocess((value) => value ?? true, checkboxField) });

/**
 * GraphQL hideTask(id): takes a task off the list (a default task the couple does not need stays
 * hidden, listed apart, never deleted); `hidden: false` brings it back.
 */
export async function hideTask(ctx: RequestContext, input: unknown): Promise<Checklist> {
  const { id, hidden } = parseInput(hideTaskInput, input);
  const couple = requirePlanner(ctx.viewer);
  await findOwnTask(ctx, couple, id);
  await ctx.db.update(planningTasks).set({ hidden, updatedAt: ctx.clock.now() }).where(eq(planningTasks.id, id));
  return readChecklist(ctx, couple, await findCouplePlace(ctx, couple));
}
