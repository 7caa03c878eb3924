import { inArray } from 'drizzle-orm';
import { users } from '../../../db/schema/accounts';
import type { RequestContext } from '../../context';
import type { Viewer } from '../../kernel';
import { toViewer, viewerColumns } from './viewer';

/** A person as a job acting for them reads them: their Viewer (roles, wedding date and place) and whether their account is suspended. */
export type ListedViewer = Viewer & { suspended: boolean };

/**
 * For a job that works on some people's behalf (planning's weekly e-mail reads each couple's
 * checklist as they would), never for an answer to a client: those people as Viewers, in one
 * query. The ids are the server's own.
 */
export async function listViewers({ db }: Pick<RequestContext, 'db'>, ids: readonly number[]): Promise<Map<number, ListedViewer>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const rows = await db
    .select({ ...viewerColumns, suspendedAt: users.suspendedAt })
    .from(users)
    .where(inArray(users.id, unique));
  return new Map(rows.map(({ suspendedAt, ...row }) => [row.id, { ...toViewer(row), suspended: suspendedAt !== null }]));
}
