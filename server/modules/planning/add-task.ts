import { count, eq, max } from 'drizzle-orm';
import { z } from 'zod';
import { planningTasks } from '../../../db/schema/planning';
import type { RequestContext } from '../../context';
import { parseInput } from '../../kernel';
import { ensureChecklist, readChecklist, type Checklist } from './checklist-model';
import { sqlLock } from './settings-lock';
import { findCouplePlace } from './couple-place';
import { optionalCategory, optionalDay, taskNoteField, taskTitleField } from './input-fields';
import { maxTasks, requirePlanner, tooManyTasks } from './policy';

export const addTaskInput = z.object({
  title: taskTitleField,
  dueDate: optionalDay('The due date'),
  note: z.preprocess((value) => value ?? '', taskNoteField),
  categoryId: optionalCategory,
});

/** GraphQL addTask(title, due_date, note, category_id): a task of the couple's own, at the end of the list (at most 500). */
export async function addTask(ctx: RequestContext, input: unknown): Promise<Checklist> {
  const fields = parseInput(addTaskInput, input);
  const couple = requirePlanner(ctx.viewer);
  const place = await findCouplePlace(ctx, couple);
  await ensureChecklist(ctx, couple, place);
  await ctx.db.transaction(async (tx) => {
    // Counted under the couple's settings row lock, so two adds at once cannot pass 500 together.
    await tx.execute(sqlLock(couple.id));
    const [{ tasks, last }] = await tx.select({ tasks: count(), last: max(planningTasks.position) }).from(planningTasks).where(eq(planningTasks.coupleId, couple.id));
    if (tasks >= maxTasks) throw tooManyTasks();
    const now = ctx.clock.now();
    await tx.insert(planningTasks).values({
      coupleId: couple.id,
      title: fields.title,
      note: fields.note,
      dueDate: fields.dueDate ?? null,
      categoryId: fields.categoryId ?? null,
      position: (last ?? -1) + 1,
      createdAt: now,
      updatedAt: now,
    });
  });
  return readChecklist(ctx, couple, place);
}
