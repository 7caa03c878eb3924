import { listUsers } from '../../../server/modules/accounts';
import { formatDateTime } from '~/lib/format-date';
import type { Route } from './+types/users';
import { adminContext, adminRead, searchInput } from './admin.server';

/** The users table: ?q=, ?role=, ?sort=, ?dir=, ?page= in the URL. */
export async function loadUsers(args: Route.LoaderArgs) {
  const app = adminContext(args);
  const query = searchInput(args.request);
  const users = await adminRead(() => listUsers(app, query));
  return { users: { ...users, rows: users.rows.map(({ createdAt, ...user }) => ({ ...user, joined: formatDateTime(createdAt) })) }, query: { q: query.q, role: query.role, sort: query.sort ?? 'created', dir: (query.dir ?? 'desc') as 'asc' | 'desc' } };
}
