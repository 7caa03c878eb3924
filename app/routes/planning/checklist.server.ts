import { data } from 'react-router';
import { appContext } from '../../../server/http/router-context';
import { withWireNames } from '../../../server/kernel';
import { addTask, checklist, hideTask, moveTask, updateTask } from '../../../server/modules/planning';
import type { ChecklistData } from '~/features/planning/checklist-page';
import { runIntent } from '~/lib/run-intent.server';
import type { Route } from './+types/checklist';
import { requireCouple } from './require-couple.server';
import { completeTaskIntent } from './task-intents.server';

/** /planning/checklist (issue 33): the couple's tasks by period, laid out from their wedding date and country. */
export async function loadChecklist({ context, request }: Route.LoaderArgs): Promise<ChecklistData> {
  const app = context.get(appContext);
  const couple = requireCouple(app, request);
  return { checklist: await checklist(app), hasLocation: Boolean(couple.weddingLocation?.trim()) };
}

/** Every change of a task is a plain form: add, edit, tick off, hide or show again, move up or down. */
export async function checklistAction({ context, request }: Route.ActionArgs) {
  const app = context.get(appContext);
  requireCouple(app, request);
  const run = (use: (input: Record<string, unknown>) => Promise<unknown>) => async (fields: Record<string, unknown>, form: { formId: string }) => {
    await withWireNames(fields, use);
    return data({ done: form.formId });
  };
  return runIntent(await request.formData(), {
    add: run((input) => addTask(app, input)),
    update: run((input) => updateTask(app, input)),
    complete: completeTaskIntent(app),
    hide: run((input) => hideTask(app, input)),
    move: run((input) => moveTask(app, input)),
  });
}
