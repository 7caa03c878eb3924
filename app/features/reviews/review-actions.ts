import { useActionData } from 'react-router';
import type { FormErrors, FormValues } from '~/lib/form-errors';

/** What the service page's action answers a reviews form: its errors and what was typed, or a report's thanks. */
export type ReviewFormAnswer = { intent: string; errors?: FormErrors; values?: FormValues; ok?: string };

/** The answer to the form `formId` (posted with or without scripts), if the last post was it. */
export function useReviewFormAnswer(formId: string): ReviewFormAnswer | undefined {
  const answer = useActionData() as ReviewFormAnswer | undefined;
  return answer?.intent === formId ? answer : undefined;
}
