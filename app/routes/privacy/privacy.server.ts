import { appContext } from '../../../server/http/router-context';
import type { RequestContext } from '../../../server/context';
import { roleOf, withWireNames } from '../../../server/kernel';
import { listDataExports, listMyPrivacyRequests, readDataExport, requestDataExport, requestPrivacyHelp } from '../../../server/modules/privacy';
import { archiveKinds } from '../../../shared/privacy/archive-kinds';
import { deleteAccountIntent, privacyRequestIntent, type ShownPrivacyRequest } from '~/features/privacy';
import { deleteAccountHandler } from '~/features/privacy/delete-account.server';
import type { DataExportSectionData } from '~/features/privacy/data-export-view';
import { requestExportIntent } from '~/features/privacy/data-export-view';
import { formatFileSize } from '~/features/vendors';
import { dayText, formatLongDate } from '~/lib/format-date';
import { loginRedirect } from '~/lib/login-redirect';
import { privateDownload } from '~/lib/private-download.server';
import { requireViewer } from '~/lib/require-viewer.server';
import { runIntent } from '~/lib/run-intent.server';

type Side = 'couple' | 'vendor';

/** The signed-in person on their own side's privacy page; anyone else goes where /profile sends them. */
function requireSide(app: RequestContext, request: Request, side: Side) {
  const viewer = requireViewer(app, request, side === 'vendor' ? '/vendors/login' : '/login');
  const role = roleOf(viewer);
  if (role !== (side === 'vendor' ? 'vendor' : 'user')) {
    throw loginRedirect({ administrator: `/users/${viewer.id}/edit`, vendor: '/vendors/profile/privacy', user: '/profile/privacy', default: '/' }, role);
  }
  return viewer;
}

/** "Download my data": the person's exports, dates written out here (the page shows text, no time zone work in the browser). */
async function loadDataExportSection(app: RequestContext, side: Side): Promise<DataExportSectionData> {
  const exports = await listDataExports(app);
  return {
    kinds: [...archiveKinds.everyone, ...(side === 'vendor' ? archiveKinds.vendor : archiveKinds.couple)],
    exports: exports.map((row) => ({
      id: row.id,
      status: row.status,
      progress: row.progress,
      expired: row.expired,
      requested: formatLongDate(row.requestedAt.toISOString()),
      expires: row.expiresAt ? formatLongDate(row.expiresAt.toISOString()) : null,
      url: row.url,
      size: row.sizeBytes === null ? null : formatFileSize(row.sizeBytes),
    })),
  };
}

/** "Ask for a correction": the person's requests as the page shows them. */
async function loadPrivacyRequests(app: RequestContext): Promise<ShownPrivacyRequest[]> {
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

/** /profile/privacy (couples) and /vendors/profile/privacy: each section's data. */
export async function loadPrivacyPage({ context, request }: { context: { get: (key: typeof appContext) => RequestContext }; request: Request }, side: Side) {
  const app = context.get(appContext);
  const viewer = requireSide(app, request, side);
  const [dataExport, requests] = await Promise.all([loadDataExportSection(app, side), loadPrivacyRequests(app)]);
  // The deletion form asks for the second step's code only of a person who has it on.
  return { dataExport, requests, asksCode: viewer.secondStep };
}

/** The privacy page's forms post here, each naming itself in `intent` (one handler per section's form). */
export async function privacyAction({ context, request }: { context: { get: (key: typeof appContext) => RequestContext }; request: Request }, side: Side) {
  const app = context.get(appContext);
  requireSide(app, request, side);
  return runIntent(await request.formData(), {
    [requestExportIntent]: async () => {
      await requestDataExport(app);
      return { done: requestExportIntent };
    },
    [privacyRequestIntent]: async (fields) => {
      await withWireNames(fields, (input) => requestPrivacyHelp(app, input));
      return { success: 'Your request is sent. We will e-mail you when it is answered.', intent: privacyRequestIntent };
    },
    [deleteAccountIntent]: deleteAccountHandler(app),
  });
}

/** GET /profile/privacy/exports/{id}/download: the archive, for its signed-in owner only (anyone else 404, expired 410). */
export async function downloadDataExport({ context, request, params }: { context: { get: (key: typeof appContext) => RequestContext }; request: Request; params: { id: string } }) {
  const app = context.get(appContext);
  requireViewer(app, request);
  return privateDownload(async () => ({ ...(await readDataExport(app, { id: params.id })), contentType: 'application/zip' }));
}
