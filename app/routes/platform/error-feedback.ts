import type { Route } from './+types/error-feedback';
import { sendErrorFeedback } from './error-feedback.server';

/** POST /error-feedback: the error screen's "Report Feedback" form. Answers JSON for the dialog. */
export const action = (args: Route.ActionArgs) => sendErrorFeedback(args);
