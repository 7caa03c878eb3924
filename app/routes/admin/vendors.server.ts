import { listVerificationQueue, verifyVendor } from '../../../server/modules/vendors';
import { formatDateTime } from '~/lib/format-date';
import type { Route } from './+types/vendors';
import { adminAction, adminContext, adminRead, searchInput } from './admin.server';

/** The verification queue (?state=waiting|no_documents|rejected|verified, ?q=, ?sort=, ?dir=, ?page=). */
export async function loadVendorQueue(args: Route.LoaderArgs) {
  const app = adminContext(args);
  const query = searchInput(args.request);
  const vendors = await adminRead(() => listVerificationQueue(app, query));
  return {
    query: { state: query.state || 'waiting', q: query.q, sort: query.sort || 'joined', dir: query.dir || 'asc' },
    vendors: {
      ...vendors,
      rows: vendors.rows.map(({ createdAt, verifiedAt, ...vendor }) => ({ ...vendor, joined: formatDateTime(createdAt), verifiedAt: verifiedAt ? formatDateTime(verifiedAt) : null })),
    },
  };
}

export function vendorQueueAction(args: Route.ActionArgs) {
  return adminAction(args, {
    approve: async (app, fields) => (await verifyVendor(app, { ...fields, verified: true }), 'The business is verified and the vendor was e-mailed.'),
    reject: async (app, fields) => (await verifyVendor(app, { ...fields, verified: false }), 'The business is not verified; the vendor was e-mailed the reason.'),
  });
}
