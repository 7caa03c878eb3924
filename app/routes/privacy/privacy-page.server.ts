import type { LoaderFunctionArgs } from 'react-router';
import type { HttpRequestContext } from '../../../server/context';
import { appContext } from '../../../server/http/router-context';
import { roleOf, withWireNames } from '../../../server/kernel';
import { listMyPrivacyRequests, requestPrivacyHelp } from '../../../server/modules/privacy';
import { privacyRequestIntent, type ShownPrivacyRequest } from '~/features/privacy';
import { dayText, formatLongDate } from '~/lib/format-date';
import { loginRedirect } from '~/lib/login-redirect';
import { requireViewer } from '~/lib/require-viewer.server';
import { runIntent } from '~/lib/run-intent.server';

type Args = Pick<LoaderFunctionArgs, 'context' | 'request'>;

/**
 * The privacy pages' gate: couples have /profile/privacy, vendors /vendors/profile/privacy;
 * anyone else is sent to their own (administrators to their user page), a visitor to sign in.
 */
export function privacyPageContext({ context, request }: Args, role: 'user' | 'vendor'): HttpRequestContext {
  const app = context.get(appContext);
  const viewer = requireViewer(app, request, role === 'vendor' ? '/vendors/login' : '/login');
  const actual = roleOf(viewer);
  if (actual !== role) throw loginRedirect({ administrator: `/users/${viewer.id}/edit`, vendor: '/vendors/profile/privacy', user: '/profile/privacy', default: '/' }, actual);
  return app;
}

/** The person's requests as the page shows them. */
export async function loadPrivacyRequests(app: HttpRequestContext): Promise<ShownPrivacyRequest[]> {
  const requests = await listMyPrivacyRequests(app);
  return requests.map((request) => ({
    id: request.id,
    kind: request.kind,
    subject: request.subject,
    details: request.details,
    state: request.state,
    sent: formatLongDate(request.createdAt.toISOString()),
    dueOn: dayText(request.dueOn),
    answered: request.answeredAt ? formatLongDate(request.answeredAt.toISOString()) : null,
    answer: request.answer,
    refusalReason: request.refusalReason,
  }));
}

/** The privacy pages' correction form (other sections add their intents beside it). */
export const privacyRequestHandlers = (app: HttpRequestContext) => ({
  [privacyRequestIntent]: async (fields: Record<string, unknown>) => {
    await withWireNames(fields, (input) => requestPrivacyHelp(app, input));
    return { success: 'Your request is sent. We will e-mail you when it is answered.', intent: privacyRequestIntent };
  },
});

export async function privacyPageAction(args: Args, role: 'user' | 'vendor') {
  const app = privacyPageContext(args, role);
  return runIntent(await args.request.formData(), privacyRequestHandlers(app));
}
