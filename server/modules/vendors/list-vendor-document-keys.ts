import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { vendorDocuments } from '../../../db/schema/vendors';
import type { RequestContext } from '../../context';
import { idField, parseInput, requireAdministrator } from '../../kernel';

export const listVendorDocumentKeysInput = z.object({ vendorId: idField('There is no such vendor.') });

/** Where a vendor's documents are stored, for an account's deletion to remove the files after its rows. Administrators only. */
export async function listVendorDocumentKeys(ctx: RequestContext, input: unknown): Promise<string[]> {
  const { vendorId } = parseInput(listVendorDocumentKeysInput, input);
  requireAdministrator(ctx.viewer);
  const rows = await ctx.db.select({ key: vendorDocuments.storageKey }).from(vendorDocuments).where(eq(vendorDocuments.vendorId, vendorId));
  return rows.map((row) => row.key);
}
