import { OverviewPage } from '~/features/planning/overview-page';
import type { FormAnswer } from '~/features/planning/form-answer';
import { titleWithProduct } from '~/lib/root-data';
import type { Route } from './+types/overview';
import { loadPlanningOverview, planningOverviewAction } from './overview.server';

export const meta: Route.MetaFunction = ({ matches }) => [{ title: titleWithProduct(matches, 'Your wedding plan') }, { name: 'robots', content: 'noindex' }];

export const loader = (args: Route.LoaderArgs) => loadPlanningOverview(args);
export const action = (args: Route.ActionArgs) => planningOverviewAction(args);

export default function PlanningOverviewRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <OverviewPage data={loaderData} answer={actionData as FormAnswer | undefined} />;
}


