import { eq } from 'drizzle-orm';
import { planningTasks, type PlanningTaskRow } from '../../../db/schema/planning';
import type { RequestContext } from '../../context';
import type { Viewer } from '../../kernel';
import { requireOwnRow, taskNotFound } from './policy';

/** The couple's task `id`; another couple's (or none) is "not found". */
export async function findOwnTask(ctx: RequestContext, couple: Viewer, id: number): Promise<PlanningTaskRow> {
  const [row] = await ctx.db.select().from(planningTasks).where(eq(planningTasks.id, id));
  return requireOwnRow(row, couple, taskNotFound);
}
