import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { reviewDisputeFiles, reviewDisputes } from '../../../db/schema/reviews';
import type { RequestContext } from '../../context';
import { idField, parseInput } from '../../kernel';
import { evidenceNotFound, requireEvidenceReader } from './policy';

export const readReviewEvidenceInput = z.object({ id: idField('There is no such file.') });

/** A dispute's evidence file, for administrators and the vendor who sent it; anyone else learns nothing of it. */
export async function readReviewEvidence(ctx: RequestContext, input: unknown): Promise<{ bytes: Uint8Array; contentType: string; fileName: string }> {
  const { id } = parseInput(readReviewEvidenceInput, input);
  const [file] = await ctx.db
    .select({ storageKey: reviewDisputeFiles.storageKey, fileName: reviewDisputeFiles.fileName, openedBy: reviewDisputes.openedBy })
    .from(reviewDisputeFiles)
    .innerJoin(reviewDisputes, eq(reviewDisputes.id, reviewDisputeFiles.disputeId))
    .where(eq(reviewDisputeFiles.id, id));
  requireEvidenceReader(ctx.viewer, file?.openedBy ?? null);
  if (!file) throw evidenceNotFound();
  const stored = await ctx.privateFiles.get(file.storageKey);
  if (!stored) throw evidenceNotFound();
  return { bytes: stored.bytes, contentType: stored.contentType, fileName: file.fileName };
}
