import { listErrorReports, resolveErrorReport } from '../../../server/modules/platform';
import { formatDateTime } from '~/lib/format-date';
import type { Route } from './+types/errors';
import { adminAction, adminContext, adminRead, searchInput } from './admin.server';

/** Error reports (?state=new|resolved, ?q=, ?sort=occurred|path, ?dir=, ?page=) with their feedback. */
export async function loadErrors(args: Route.LoaderArgs) {
  const app = adminContext(args);
  const query = searchInput(args.request);
  const reports = await adminRead(() => listErrorReports(app, query));
  return {
    query: { state: query.state === 'resolved' ? 'resolved' : 'new', q: query.q, sort: query.sort || 'occurred', dir: query.dir || 'desc' },
    reports: {
      ...reports,
      rows: reports.rows.map(({ occurredAt, resolvedAt, feedback, ...report }) => ({
        ...report,
        occurred: formatDateTime(occurredAt),
        resolved: resolvedAt ? formatDateTime(resolvedAt) : null,
        feedback: feedback.map(({ createdAt, ...entry }) => ({ ...entry, sent: formatDateTime(createdAt) })),
      })),
    },
  };
}

export function errorsAction(args: Route.ActionArgs) {
  return adminAction(args, {
    resolve: async (app, fields) => ((await resolveErrorReport(app, fields)).resolved ? 'Marked resolved.' : 'Open again.'),
  });
}
