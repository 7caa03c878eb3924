import type { RequestContext } from '../../context';
import { requireAdministrator } from '../../kernel';
import { listAccountsPendingDeletion, type PendingDeletion } from '../accounts/internal';

/** The administrators' list shows this many at most (the soonest due first). */
const shown = 500;

/** Accounts whose owners asked to delete them and that wait for their erasure, the soonest due first. Administrators only. */
export async function listPendingDeletions(ctx: RequestContext): Promise<PendingDeletion[]> {
  requireAdministrator(ctx.viewer);
  return listAccountsPendingDeletion(ctx, { limit: shown });
}
