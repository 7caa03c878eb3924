import { listPendingDeletions } from '../../../server/modules/privacy';
import { formatDateTime, formatLongDate } from '~/lib/format-date';
import type { Route } from './+types/privacy-deletions';
import { adminContext, adminRead } from './admin.server';

/** The accounts waiting for their erasure, with the days in words. */
export async function loadPendingDeletions(args: Route.LoaderArgs) {
  const app = adminContext(args);
  const rows = await adminRead(() => listPendingDeletions(app));
  return {
    rows: rows.map((row) => ({
      id: row.id,
      name: [row.firstName, row.lastName].filter(Boolean).join(' '),
      email: row.email,
      kind: row.isVendor ? 'Vendor' : 'Couple',
      requested: formatDateTime(row.requestedAt),
      due: formatLongDate(row.dueAt.toISOString()),
      removesReviews: row.removesReviews,
    })),
  };
}
