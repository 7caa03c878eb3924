import { data, type LoaderFunctionArgs } from 'react-router';
import type { HttpRequestContext } from '../../../server/context';
import { appContext } from '../../../server/http/router-context';
import { hasRole, refusalOf, withWireNames } from '../../../server/kernel';
import { chosenIntent } from '~/lib/form-intent';
import { formFailure, formFields } from '~/lib/form-errors.server';
import { requireViewer } from '~/lib/require-viewer.server';

type Args = Pick<LoaderFunctionArgs, 'context' | 'request'>;

/**
 * The admin area's gate for a page: a visitor signs in and comes back; anyone signed in who is not
 * an administrator gets 403. Pages still read only through use cases, which check again.
 */
export function adminContext({ context, request }: Args): HttpRequestContext {
  const app = context.get(appContext);
  const viewer = requireViewer(app, request);
  if (!hasRole(viewer, 'administrator')) throw data({ message: 'This page is for administrators.' }, { status: 403 });
  return app;
}

/** A page's read: a refusal (a bad filter, an unknown id) answers with its status instead of a 500. */
export async function adminRead<T>(read: () => Promise<T>): Promise<T> {
  try {
    return await read();
  } catch (error) {
    const refusal = refusalOf(error);
    if (!refusal) throw error;
    const message = Object.values(refusal.fields ?? {})[0]?.[0] ?? refusal.message;
    throw data({ message }, { status: refusal.status });
  }
}

/** The URL's search parameters as a use case's input. */
export const searchInput = (request: Request) => Object.fromEntries(new URL(request.url).searchParams);

export type AdminActionResult = { success: string; intent: string } | { errors: Record<string, string>; intent?: string };

type Handler = (app: HttpRequestContext, fields: ReturnType<typeof formFields>) => Promise<string>;

/**
 * An admin page's forms post here, each naming its `intent`; the handler runs one use case (with
 * the form's wire names) and says what was done. Refusals come back as the form's errors.
 */
export async function adminAction(args: Args, handlers: Record<string, Handler>) {
  const app = adminContext(args);
  const fields = formFields(await args.request.formData());
  const { intent: named, form_id: formId, ...input } = fields;
  const intent = typeof named === 'string' ? named : '';
  // Answers are keyed by the form that posted (a page may show one form per row).
  const key = typeof formId === 'string' ? formId : intent;
  const chosen = chosenIntent(handlers, intent);
  const handler = chosen && handlers[chosen];
  if (!handler) return data({ errors: { form: 'This form is not known.' }, intent: key }, { status: 400 });
  try {
    return { success: await withWireNames(input, (values) => handler(app, values as typeof fields)), intent: key };
  } catch (error) {
    const failure = formFailure(error);
    return data({ ...failure.data, intent: key }, { status: failure.init?.status ?? 400 });
  }
}
