import { eq } from 'drizzle-orm';
import { planningBudgetItems, planningBudgetPayments, planningSettings, planningTasks } from '../../../db/schema/planning';
import type { RequestContext } from '../../context';

/**
 * The planning module's part of an account's erasure (privacy's eraseDueAccounts, in its
 * transaction): the checklist, the budget with its payments, and the planning settings. How many rows went.
 */
export async function erasePlanningOf({ db }: Pick<RequestContext, 'db'>, coupleId: number): Promise<number> {
  let erased = 0;
  // Payments first: they hang off the budget's items.
  for (const table of [planningBudgetPayments, planningBudgetItems, planningTasks, planningSettings]) {
    erased += (await db.delete(table).where(eq(table.coupleId, coupleId)).returning({ coupleId: table.coupleId })).length;
  }
  return erased;
}
