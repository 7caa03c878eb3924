import { approveServiceClaim, listOpenClaims, rejectServiceClaim } from '../../../server/modules/vendors';
import { formatDateTime } from '~/lib/format-date';
import type { Route } from './+types/claims';
import { adminAction, adminContext, adminRead } from './admin.server';

export async function loadClaims(args: Route.LoaderArgs) {
  const app = adminContext(args);
  const claims = await adminRead(() => listOpenClaims(app));
  return { claims: claims.map(({ createdAt, ...claim }) => ({ ...claim, sent: formatDateTime(createdAt) })) };
}

export function claimsAction(args: Route.ActionArgs) {
  return adminAction(args, {
    approve: async (app, fields) => (await approveServiceClaim(app, fields), 'The claim is approved: the listing is the vendor’s now.'),
    reject: async (app, fields) => (await rejectServiceClaim(app, fields), 'The claim is rejected; the vendor was e-mailed the reason.'),
  });
}
