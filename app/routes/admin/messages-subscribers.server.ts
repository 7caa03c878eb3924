import { listSubscribers } from '../../../server/modules/mailing-list';
import { formatDateTime } from '~/lib/format-date';
import type { Route } from './+types/messages-subscribers';
import { adminContext, adminRead, searchInput } from './admin.server';

/** The confirmed mailing-list subscribers (?q=, ?sort=confirmed|email, ?dir=, ?page=). */
export async function loadSubscribers(args: Route.LoaderArgs) {
  const app = adminContext(args);
  const query = searchInput(args.request);
  const subscribers = await adminRead(() => listSubscribers(app, query));
  return {
    query: { q: query.q, sort: query.sort || 'confirmed', dir: (query.dir || 'desc') as 'asc' | 'desc' },
    subscribers: { ...subscribers, rows: subscribers.rows.map(({ email, confirmedAt }) => ({ email, confirmed: confirmedAt ? formatDateTime(confirmedAt) : '' })) },
  };
}
