import type { RequestContext } from '../../context';
import { requireAdministrator, parseInput } from '../../kernel';
import { suspendAccount } from '../accounts';
import { suspendAccountInput } from '../accounts/internal';
import { recordAuditEvent } from '../audit/internal';
import { holdListings } from '../catalog/internal';

/**
 * suspendUser(id, reason): the account is suspended (accounts: sign-in refused, sessions ended)
 * and, for a vendor, every listing is held out of sight under the cause 'suspension' (catalog), in
 * one transaction. Both changes go to the audit log.
 */
export async function suspendUser(ctx: RequestContext, input: unknown): Promise<{ id: number; sessionsEnded: number; listingsHeld: number }> {
  const { id, reason } = parseInput(suspendAccountInput, input);
  const admin = requireAdministrator(ctx.viewer);
  return ctx.db.transaction(async (db) => {
    const tx = { ...ctx, db };
    const { sessionsEnded } = await suspendAccount(tx, { id, reason });
    const held = await holdListings(tx, { vendorId: id, kind: 'suspension', reason, heldBy: admin.id });
    if (held.length > 0) await recordAuditEvent(tx, { action: 'service.hold', entityType: 'vendor', entityId: id, before: { held: [] }, after: { held, kind: 'suspension' }, reason });
    return { id, sessionsEnded, listingsHeld: held.length };
  });
}
