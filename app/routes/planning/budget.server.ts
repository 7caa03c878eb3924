import { data } from 'react-router';
import { appContext } from '../../../server/http/router-context';
import { refusalOf, withWireNames } from '../../../server/kernel';
import { addBudgetItem, addBudgetPayment, budget, deleteBudgetItem, setBudget, updateBudgetItem, updateBudgetPayment } from '../../../server/modules/planning';
import type { BudgetData } from '~/features/planning/budget-page';
import { runIntent } from '~/lib/run-intent.server';
import type { Route } from './+types/budget';
import { withDollarFields } from './dollar-fields.server';
import { requireCouple } from './require-couple.server';

/**
 * /planning/budget (issue 33). `?guests=` is the "what if": the figures for another guest count,
 * shown before anything is saved (a GET form, so it works without scripts too).
 */
export async function loadBudget({ context, request }: Route.LoaderArgs): Promise<BudgetData> {
  const app = context.get(appContext);
  requireCouple(app, request);
  const whatIf = new URL(request.url).searchParams.get('guests');
  if (whatIf === null || whatIf.trim() === '') return { budget: await budget(app, {}), whatIfError: null };
  try {
    return { budget: await budget(app, { guests: whatIf.slice(0, 12) }), whatIfError: null };
  } catch (error) {
    const refusal = refusalOf(error);
    if (!refusal?.fields) throw error;
    return { budget: await budget(app, {}), whatIfError: Object.values(refusal.fields).flat().join(' ') };
  }
}

const itemAmounts = { estimate: 'The estimate', actual: 'The actual cost' };

/** Every change of the budget is a plain form; amounts are typed in dollars. */
export async function budgetAction({ context, request }: Route.ActionArgs) {
  const app = context.get(appContext);
  requireCouple(app, request);
  const run =
    (amounts: Record<string, string>, use: (input: Record<string, unknown>) => Promise<unknown>) =>
    async (fields: Record<string, unknown>, form: { formId: string }) => {
      await withDollarFields(fields, amounts, (converted) => withWireNames(converted, use));
      return data({ done: form.formId });
    };
  return runIntent(await request.formData(), {
    settings: run({ total: 'The total' }, (input) => setBudget(app, input)),
    'add-item': run(itemAmounts, (input) => addBudgetItem(app, input)),
    'update-item': run(itemAmounts, (input) => updateBudgetItem(app, input)),
    'delete-item': run({}, (input) => deleteBudgetItem(app, input)),
    'add-payment': run({ amount: 'The amount' }, (input) => addBudgetPayment(app, input)),
    'update-payment': run({ amount: 'The amount' }, (input) => updateBudgetPayment(app, input)),
  });
}
