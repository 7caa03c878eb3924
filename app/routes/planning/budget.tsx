import { BudgetPage } from '~/features/planning/budget-page';
import type { FormAnswer } from '~/features/planning/form-answer';
import { titleWithProduct } from '~/lib/root-data';
import type { Route } from './+types/budget';
import { budgetAction, loadBudget } from './budget.server';

export const meta: Route.MetaFunction = ({ matches }) => [{ title: titleWithProduct(matches, 'Budget') }, { name: 'robots', content: 'noindex' }];

export const loader = (args: Route.LoaderArgs) => loadBudget(args);
export const action = (args: Route.ActionArgs) => budgetAction(args);

export default function BudgetRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <BudgetPage data={loaderData} answer={actionData as FormAnswer | undefined} />;
}
