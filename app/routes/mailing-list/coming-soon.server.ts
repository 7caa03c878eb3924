import { appContext } from '../../../server/http/router-context';
import { requestSubscription } from '../../../server/modules/mailing-list';
import { withWireNames } from '../../../server/kernel';
import { formFailure, formFields } from '~/lib/form-errors.server';
import type { Route } from './+types/coming-soon';

/** The mailing-list form: the same answer whoever the address belongs to (the module decides what to send). */
export async function subscribe({ request, context }: Route.ActionArgs) {
  const app = context.get(appContext);
  const fields = formFields(await request.formData());
  try {
    await withWireNames(fields, (input) => requestSubscription(app, input));
    return { requested: true as const };
  } catch (error) {
    return formFailure(error, { values: fields });
  }
}
