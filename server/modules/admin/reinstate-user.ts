import type { RequestContext } from '../../context';
import { reinstateAccount } from '../accounts';
import { reinstateAccountInput } from '../accounts/internal';
import { requireAdministrator, parseInput } from '../../kernel';
import { recordAuditEvent } from '../audit/internal';
import { releaseListings } from '../catalog/internal';

/** reinstateUser(id): the suspension ends and a vendor's listings held for it are public again (unless another cause holds them). */
export async function reinstateUser(ctx: RequestContext, input: unknown): Promise<{ id: number; listingsReleased: number }> {
  const { id } = parseInput(reinstateAccountInput, input);
  requireAdministrator(ctx.viewer);
  return ctx.db.transaction(async (db) => {
    const tx = { ...ctx, db };
    await reinstateAccount(tx, { id });
    const released = await releaseListings(tx, { vendorId: id, kind: 'suspension' });
    if (released.length > 0) await recordAuditEvent(tx, { action: 'service.release', entityType: 'vendor', entityId: id, before: { held: released, kind: 'suspension' }, after: { held: [] } });
    return { id, listingsReleased: released.length };
  });
}
