import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { vendorDocuments } from '../../../db/schema/vendors';
import type { RequestContext } from '../../context';
import { idField, parseInput } from '../../kernel';
import { authorizeDocument, documentNotFound } from './policy';

export const readVendorDocumentInput = z.object({ id: idField('There is no such document.') });

/**
 * A verification document's bytes, for its vendor or an administrator only (GET
 * /vendors/documents/{id}); anyone else learns nothing, not even that it exists.
 */
export async function readVendorDocument(ctx: RequestContext, input: unknown): Promise<{ bytes: Uint8Array; contentType: string; fileName: string }> {
  const { id } = parseInput(readVendorDocumentInput, input);
  const [document] = await ctx.db.select().from(vendorDocuments).where(eq(vendorDocuments.id, id));
  if (!document) throw documentNotFound();
  authorizeDocument(ctx.viewer, document.vendorId);
  const stored = await ctx.privateFiles.get(document.storageKey);
  if (!stored) throw documentNotFound();
  return { bytes: stored.bytes, contentType: stored.contentType, fileName: document.fileName };
}
