import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { services } from '../../../db/schema/services';
import type { RequestContext } from '../../context';
import { idField, parseInput, requireAdministrator } from '../../kernel';

export const unclaimVendorListingsInput = z.object({ vendorId: idField('There is no such vendor.') });

/**
 * A vendor's listings lose their owner (the account is being deleted): they stay, as unclaimed
 * listings without the badge, for the business to claim again. Administrators only; the caller
 * writes the audit record in its transaction. The ids.
 */
export async function unclaimVendorListings(ctx: RequestContext, input: unknown): Promise<number[]> {
  const { vendorId } = parseInput(unclaimVendorListingsInput, input);
  requireAdministrator(ctx.viewer);
  const rows = await ctx.db
    .update(services)
    .set({ userId: null, status: 'unclaimed', isVendorVerified: false, updatedAt: ctx.clock.now() })
    .where(eq(services.userId, vendorId))
    .returning({ id: services.id });
  const ids = rows.map((row) => row.id);
  if (ids.length > 0) await ctx.searchIndex(ctx, { serviceIds: ids });
  return ids;
}
