import { ChecklistPage } from '~/features/planning/checklist-page';
import type { FormAnswer } from '~/features/planning/form-answer';
import { titleWithProduct } from '~/lib/root-data';
import type { Route } from './+types/checklist';
import { checklistAction, loadChecklist } from './checklist.server';

export const meta: Route.MetaFunction = ({ matches }) => [{ title: titleWithProduct(matches, 'Checklist') }, { name: 'robots', content: 'noindex' }];

export const loader = (args: Route.LoaderArgs) => loadChecklist(args);
export const action = (args: Route.ActionArgs) => checklistAction(args);

export default function ChecklistRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <ChecklistPage data={loaderData} answer={actionData as FormAnswer | undefined} />;
}
