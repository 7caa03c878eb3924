import { approveServiceClaim, listClaims, rejectServiceClaim } from '../../../server/modules/vendors';
import { formatDateTime } from '~/lib/format-date';
import type { Route } from './+types/claims';
import { adminAction, adminContext, adminRead, searchInput } from './admin.server';

/** Claims (?state=open|approved|rejected, ?q=, ?sort=sent|decided, ?dir=, ?page=). */
export async function loadClaims(args: Route.LoaderArgs) {
  const app = adminContext(args);
  const query = searchInput(args.request);
  const claims = await adminRead(() => listClaims(app, query));
  return {
    query: { state: query.state || 'open', q: query.q, sort: query.sort || 'sent', dir: query.dir || 'asc' },
    claims: { ...claims, rows: claims.rows.map(({ createdAt, decidedAt, ...claim }) => ({ ...claim, sent: formatDateTime(createdAt), decided: decidedAt ? formatDateTime(decidedAt) : null })) },
  };
}

export function claimsAction(args: Route.ActionArgs) {
  return adminAction(args, {
    approve: async (app, fields) => (await approveServiceClaim(app, fields), 'The claim is approved: the listing is the vendor’s now.'),
    reject: async (app, fields) => (await rejectServiceClaim(app, fields), 'The claim is rejected; the vendor was e-mailed the reason.'),
  });
}
