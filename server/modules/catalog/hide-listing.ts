import { z } from 'zod';
import type { RequestContext } from '../../context';
import { parseInput, requireAdministrator } from '../../kernel';
import { recordAuditEvent } from '../audit/internal';
import { holdListings } from './hold-listings';
import { serviceIdField } from './listing-input';
import { lockListing } from './lock-listing';

export const hideListingInput = z.object({
  serviceId: serviceIdField,
  reason: z.string({ error: 'Say why the listing is hidden.' }).trim().min(1, 'Say why the listing is hidden.').max(500, 'The reason may be at most 500 characters.'),
});

/** An administrator hides a listing from every public read, with a reason (a hold of kind 'administrator'). Audited. */
export async function hideListing(ctx: RequestContext, input: unknown): Promise<{ serviceId: number }> {
  const { serviceId, reason } = parseInput(hideListingInput, input);
  const admin = requireAdministrator(ctx.viewer);
  await ctx.db.transaction(async (db) => {
    const tx = { ...ctx, db };
    await lockListing(tx, serviceId);
    await holdListings(tx, { serviceIds: [serviceId], kind: 'administrator', reason, heldBy: admin.id });
    await recordAuditEvent(tx, { action: 'service.hide', entityType: 'service', entityId: serviceId, before: { hidden: false }, after: { hidden: true }, reason });
  });
  return { serviceId };
}
