import { ZodError } from 'zod';
import { appContext } from '../../../server/http/router-context';
import { FeedbackLimitError, saveErrorFeedback } from '../../../server/modules/platform/save-error-feedback';
import type { Route } from './+types/error-feedback';

/** POST /error-feedback: the error screen's "Report Feedback" form. Answers JSON for the dialog. */
export async function action({ request, context }: Route.ActionArgs) {
  const { db } = context.get(appContext);
  const form = await request.formData();
  const field = (name: string) => {
    const value = form.get(name);
    return typeof value === 'string' && value.trim() !== '' ? value : undefined;
  };
  try {
    const { errorId } = await saveErrorFeedback(db, {
      errorId: field('errorId'),
      path: field('path') ?? '/',
      message: field('message'),
      name: field('name'),
      email: field('email'),
      comments: field('comments') ?? '',
    });
    return Response.json({ ok: true, errorId });
  } catch (error) {
    if (error instanceof ZodError) return Response.json({ ok: false, message: error.issues[0].message }, { status: 400 });
    if (error instanceof FeedbackLimitError) return Response.json({ ok: false, message: error.message }, { status: 429 });
    throw error;
  }
}
