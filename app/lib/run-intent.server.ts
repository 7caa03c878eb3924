import { data } from 'react-router';
import { formFailure, formFields, type FailureOptions, type FormFailure } from './form-errors.server';
import { chosenIntent } from './form-intent';

type Fields = ReturnType<typeof formFields>;

/** The form that posted: the `intent` it named, and the key its answer carries (see runIntent). */
export type PostedForm = { intent: string; formId: string };

/** A form's handler: the form's fields (without `intent` and `form_id`) to its answer. */
export type IntentHandler = (fields: Fields, form: PostedForm) => Promise<unknown>;

/** runIntent's answer when it ran no handler, or the handler's use case refused: the form's errors, keyed by the form. */
export type IntentFailure = FormFailure & { intent: string };

/**
 * A page's forms post to one action, each naming itself in `intent`: runs the handler it names
 * (own keys only, so 'constructor' or '__proto__' name nothing) and answers what the handler
 * answers. An intent that names no handler is answered 400 with the form's "This form is not
 * known."; a refusal becomes the form's errors with the refusal's status and what was typed
 * (`formFailure`; anything else is thrown on to the error page). Failures carry `intent`: the form's `form_id` where a page
 * shows one form per row, else the intent, so the page shows them beside the form that posted.
 */
export type IntentOptions = Omit<FailureOptions, 'values'> & {
  /** Forms whose fields never come back as typed: they hold a secret (a setting's key), as a password field does. */
  secretIntents?: string[];
};

export async function runIntent<Handlers extends Record<string, IntentHandler>>(form: FormData | Fields, handlers: Handlers, { secretIntents = [], ...options }: IntentOptions = {}) {
  const { intent: named, form_id: id, ...fields } = form instanceof FormData ? formFields(form) : form;
  const intent = typeof named === 'string' ? named : '';
  const formId = typeof id === 'string' ? id : intent;
  const chosen = chosenIntent(handlers, intent);
  if (!chosen) return data<IntentFailure>({ errors: { form: 'This form is not known.' }, intent: formId }, { status: 400 });
  try {
    return (await handlers[chosen](fields, { intent: chosen, formId })) as Awaited<ReturnType<Handlers[keyof Handlers]>>;
  } catch (error) {
    const failure = formFailure(error, { ...options, values: secretIntents.includes(chosen) ? undefined : fields });
    return data<IntentFailure>({ ...failure.data, intent: formId }, failure.init ?? undefined);
  }
}
