import { appContext } from '../../../server/http/router-context';
import { planningOverview } from '../../../server/modules/planning';
import type { OverviewData } from '~/features/planning/overview-page';
import { runIntent } from '~/lib/run-intent.server';
import type { Route } from './+types/overview';
import { requireCouple } from './require-couple.server';
import { completeTaskIntent } from './task-intents.server';

/** /planning (issue 33): the countdown, the next five tasks, the budget at a glance, booked vendors and what is missing. */
export async function loadPlanningOverview({ context, request }: Route.LoaderArgs): Promise<OverviewData> {
  const app = context.get(appContext);
  requireCouple(app, request);
  return planningOverview(app);
}

/** The next tasks tick off here as on the checklist. */
export async function planningOverviewAction({ context, request }: Route.ActionArgs) {
  const app = context.get(appContext);
  requireCouple(app, request);
  return runIntent(await request.formData(), { complete: completeTaskIntent(app) });
}
