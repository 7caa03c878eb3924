import { appContext } from '../../../server/http/router-context';
import { withWireNames } from '../../../server/kernel';
import { saveErrorFeedback } from '../../../server/modules/platform';
import { formFields } from '~/lib/form-errors.server';
import { shownRefusal } from '~/lib/refusal-page.server';
import type { Route } from './+types/error-feedback';

/** The error screen's "Report Feedback" form (fields named as saveErrorFeedback's input), answered as JSON for the dialog. */
export async function sendErrorFeedback({ request, context }: Route.ActionArgs) {
  const app = context.get(appContext);
  const form = await request.formData();
  try {
    const { errorId } = await withWireNames(formFields(form), (input) => saveErrorFeedback(app, input));
    return Response.json({ ok: true, errorId });
  } catch (error) {
    const { message, status } = shownRefusal(error);
    return Response.json({ ok: false, message }, { status });
  }
}
