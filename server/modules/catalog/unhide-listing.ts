import { z } from 'zod';
import type { RequestContext } from '../../context';
import { parseInput, requireAdministrator } from '../../kernel';
import { recordAuditEvent } from '../audit/internal';
import { serviceIdField } from './listing-input';
import { lockListing } from './lock-listing';
import { releaseListings } from './release-listings';

export const unhideListingInput = z.object({ serviceId: serviceIdField });

/** An administrator ends their hold; the listing shows again unless another cause holds it. Audited. */
export async function unhideListing(ctx: RequestContext, input: unknown): Promise<{ serviceId: number }> {
  const { serviceId } = parseInput(unhideListingInput, input);
  requireAdministrator(ctx.viewer);
  await ctx.db.transaction(async (db) => {
    const tx = { ...ctx, db };
    await lockListing(tx, serviceId);
    await releaseListings(tx, { serviceIds: [serviceId], kind: 'administrator' });
    await recordAuditEvent(tx, { action: 'service.unhide', entityType: 'service', entityId: serviceId, before: { hidden: true }, after: { hidden: false } });
  });
  return { serviceId };
}
