import { listAuditEvents } from '../../../server/modules/admin';
import { formatDateTime } from '~/lib/format-date';
import type { Route } from './+types/audit';
import { adminContext, adminRead, searchInput } from './admin.server';

/** The audit log page: filters (?action=, ?entity_type=, ?entity_id=, ?actor=) and the cursor (?after=) in the URL. */
export async function loadAudit(args: Route.LoaderArgs) {
  const app = adminContext(args);
  const { after, action, entity_type: entityType, entity_id: entityId, actor } = searchInput(args.request);
  const filter = { action, entityType, entityId, actor };
  const log = await adminRead(() => listAuditEvents(app, { first: 50, after, filter }));
  return {
    filter,
    after: after ?? null,
    endCursor: log.hasNextPage ? log.endCursor : null,
    entries: log.entries.map((entry) => ({ ...entry, at: formatDateTime(entry.at) })),
  };
}
