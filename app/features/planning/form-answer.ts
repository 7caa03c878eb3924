import type { FormErrors, FormValues } from '~/lib/form-errors';

/** What a planning page's action answers: the form that posted (`done`), or its errors and what was typed. */
export type FormAnswer = { done?: string; errors?: FormErrors; intent?: string; values?: FormValues };

/** The errors and typed values of the form `formId`, when it is the one that failed. */
export function failureOf(answer: FormAnswer | undefined, formId: string): { errors: FormErrors; values: FormValues | undefined } | null {
  return answer?.errors && answer.intent === formId ? { errors: answer.errors, values: answer.values } : null;
}
