import { listVerificationQueue, verifyVendor } from '../../../server/modules/vendors';
import { formatDateTime } from '~/lib/format-date';
import type { Route } from './+types/vendors';
import { adminAction, adminContext, adminRead, searchInput } from './admin.server';

/** The verification queue (?state=waiting|verified). */
export async function loadVendorQueue(args: Route.LoaderArgs) {
  const app = adminContext(args);
  const { state = 'waiting' } = searchInput(args.request);
  const vendors = await adminRead(() => listVerificationQueue(app, { state }));
  return {
    state,
    vendors: vendors.map(({ createdAt, verifiedAt, ...vendor }) => ({ ...vendor, joined: formatDateTime(createdAt), verifiedAt: verifiedAt ? formatDateTime(verifiedAt) : null })),
  };
}

export function vendorQueueAction(args: Route.ActionArgs) {
  return adminAction(args, {
    approve: async (app, fields) => (await verifyVendor(app, { ...fields, verified: true }), 'The business is verified and the vendor was e-mailed.'),
    reject: async (app, fields) => (await verifyVendor(app, { ...fields, verified: false }), 'The business is not verified; the vendor was e-mailed the reason.'),
  });
}
