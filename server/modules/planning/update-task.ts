import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { planningTasks } from '../../../db/schema/planning';
import type { RequestContext } from '../../context';
import { parseInput } from '../../kernel';
import { readChecklist, type Checklist } from './checklist-model';
import { findCouplePlace } from './couple-place';
import { optionalCategory, optionalDay, taskIdField, taskNoteField, taskTitleField } from './input-fields';
import { requirePlanner } from './policy';
import { findOwnTask } from './task-row';

export const updateTaskInput = z.object({
  id: taskIdField,
  title: taskTitleField.optional(),
  dueDate: optionalDay('The due date'),
  note: z.preprocess((value) => (value === null ? '' : value), taskNoteField.optional()),
  categoryId: optionalCategory,
});

/**
 * GraphQL updateTask(id, title, due_date, note, category_id): edits what is given. A due date of
 * null gives a default task back its date from the wedding date (a task of the couple's own has none).
 */
export async function updateTask(ctx: RequestContext, input: unknown): Promise<Checklist> {
  const { id, ...fields } = parseInput(updateTaskInput, input);
  const couple = requirePlanner(ctx.viewer);
  await findOwnTask(ctx, couple, id);
  const changes: Partial<typeof planningTasks.$inferInsert> = { updatedAt: ctx.clock.now() };
  if (fields.title !== undefined) changes.title = fields.title;
  if (fields.note !== undefined) changes.note = fields.note;
  if (fields.dueDate !== undefined) changes.dueDate = fields.dueDate;
  if (fields.categoryId !== undefined) changes.categoryId = fields.categoryId;
  await ctx.db.update(planningTasks).set(changes).where(eq(planningTasks.id, id));
  return readChecklist(ctx, couple, await findCouplePlace(ctx, couple));
}
