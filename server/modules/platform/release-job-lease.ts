import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { jobLeases } from '../../../db/schema/platform';
import type { RequestContext } from '../../context';
import { parseInput } from '../../kernel';
import { requireServer } from './policy';

export const releaseJobLeaseInput = z.object({ name: z.string().min(1).max(64), holder: z.string().min(1).max(64) });

/** Gives a background job's lease back once its run ends (only the holder's own). */
export async function releaseJobLease(ctx: RequestContext, input: unknown): Promise<void> {
  const { name, holder } = parseInput(releaseJobLeaseInput, input);
  requireServer(ctx.viewer);
  await ctx.db.delete(jobLeases).where(and(eq(jobLeases.name, name), eq(jobLeases.holder, holder)));
}
