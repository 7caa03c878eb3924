import { appContext } from '../../../server/http/router-context';
import { exportBudget } from '../../../server/modules/planning';
import type { Route } from './+types/budget-csv';
import { requireCouple } from './require-couple.server';

/** /planning/budget.csv (issue 33): the couple's budget, one row per item and payment; never cached. */
export async function downloadBudget({ context, request }: Route.LoaderArgs) {
  const app = context.get(appContext);
  requireCouple(app, request);
  const file = await exportBudget(app);
  return new Response(file.body, {
    headers: { 'Content-Type': file.contentType, 'Content-Disposition': `attachment; filename="${file.fileName}"`, 'Cache-Control': 'private, no-store' },
  });
}
