import type { RequestContext } from '../../context';
import { readChecklist, type Checklist } from './checklist-model';
import { findCouplePlace } from './couple-place';
import { requirePlanner } from './policy';

/**
 * GraphQL checklist: the signed-in couple's checklist (issue 33), laid out the first time from the
 * default list and their country's legal task, due dates following their wedding date (compressed
 * to the time left when it is under a year away), grouped by period with progress.
 */
export async function checklist(ctx: RequestContext): Promise<Checklist> {
  const couple = requirePlanner(ctx.viewer);
  return readChecklist(ctx, couple, await findCouplePlace(ctx, couple));
}
