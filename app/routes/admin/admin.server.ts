import { data, redirect, type LoaderFunctionArgs } from 'react-router';
import type { HttpRequestContext } from '../../../server/context';
import { appContext } from '../../../server/http/router-context';
import { hasRole, withWireNames, type Viewer } from '../../../server/kernel';
import type { formFields } from '~/lib/form-errors.server';
import { readOr404 } from '~/lib/refusal-page.server';
import { runIntent, type IntentOptions, type PostedForm } from '~/lib/run-intent.server';
import { pagePath } from '~/lib/page-path';
import { requireViewer } from '~/lib/require-viewer.server';

type Args = Pick<LoaderFunctionArgs, 'context' | 'request'>;

/**
 * The admin area's gate for a page: a visitor signs in and comes back; anyone signed in who is not
 * an administrator gets 403; an administrator without two-step sign-in is taken to turn it on
 * (/account/two-step), and back. Pages still read only through use cases, which check again.
 */
export function adminContext({ context, request }: Args): HttpRequestContext {
  const app = context.get(appContext);
  const viewer = requireViewer(app, request);
  if (!hasRole(viewer, 'administrator')) throw data({ message: 'This page is for administrators.' }, { status: 403 });
  requireAdministratorsSecondStep(viewer, request);
  return app;
}

/** An administrator without two-step sign-in goes to turn it on, and comes back to the page afterwards. */
export function requireAdministratorsSecondStep(viewer: Viewer, request: Request): void {
  if (hasRole(viewer, 'administrator') && !viewer.secondStep) throw redirect(`/account/two-step?redirectTo=${encodeURIComponent(pagePath(request)).replaceAll('%2F', '/')}`);
}

/**
 * A page's read (`readOr404`): an unknown id is the 404 page; a bad filter in the URL is refused
 * with its message (400), as any other refusal with its own status, instead of a 500.
 */
export const adminRead = <T>(read: () => Promise<T>): Promise<T> => readOr404(read, { badInput: 'refused' });

/** The URL's search parameters as a use case's input. */
export const searchInput = (request: Request) => Object.fromEntries(new URL(request.url).searchParams);

export type AdminActionResult = { success: string; intent: string } | { errors: Record<string, string>; intent?: string };

type Handler = (app: HttpRequestContext, fields: ReturnType<typeof formFields>) => Promise<string>;

/**
 * An admin page's forms post here, each naming its `intent` (`runIntent`); the handler runs one use
 * case (with the form's wire names) and says what was done. Answers, refusals as the form's errors
 * included, are keyed by the form that posted (a page may show one form per row), and carry what
 * was typed but for `options.secretIntents`.
 */
export async function adminAction(args: Args, handlers: Record<string, Handler>, options?: IntentOptions) {
  const app = adminContext(args);
  const run = (handler: Handler) => async (input: ReturnType<typeof formFields>, { formId }: PostedForm) => ({
    success: await withWireNames(input, (values) => handler(app, values as typeof input)),
    intent: formId,
  });
  return runIntent(await args.request.formData(), Object.fromEntries(Object.entries(handlers).map(([intent, handler]) => [intent, run(handler)])), options);
}
