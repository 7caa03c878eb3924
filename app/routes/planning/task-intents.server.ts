import { data } from 'react-router';
import type { RequestContext } from '../../../server/context';
import { withWireNames } from '../../../server/kernel';
import { completeTask } from '../../../server/modules/planning';
import type { IntentHandler } from '~/lib/run-intent.server';

/** Ticking a task off (or back on): the overview's next tasks and the checklist post the same form. */
export function completeTaskIntent(app: RequestContext): IntentHandler {
  return async (fields, form) => {
    await withWireNames(fields, (input) => completeTask(app, input));
    return data({ done: form.formId });
  };
}
