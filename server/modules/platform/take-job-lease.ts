import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { jobLeases } from '../../../db/schema/platform';
import type { RequestContext } from '../../context';
import { parseInput } from '../../kernel';
import { requireServer } from './policy';

export const takeJobLeaseInput = z.object({
  name: z.string().min(1).max(64),
  holder: z.string().min(1).max(64),
  seconds: z.number().int().min(1).max(86_400),
});

/**
 * Takes a background job's lease for `seconds` unless another holder's has not run out: true when
 * this holder has it. The server's own work (the job runner), refused to anyone signed in.
 */
export async function takeJobLease(ctx: RequestContext, input: unknown): Promise<boolean> {
  const { name, holder, seconds } = parseInput(takeJobLeaseInput, input);
  requireServer(ctx.viewer);
  const expiresAt = sql`now() + ${seconds} * interval '1 second'`;
  const [lease] = await ctx.db
    .insert(jobLeases)
    .values({ name, holder, expiresAt })
    .onConflictDoUpdate({ target: jobLeases.name, set: { holder, expiresAt }, setWhere: sql`${jobLeases.expiresAt} < now()` })
    .returning({ holder: jobLeases.holder });
  return lease?.holder === holder;
}
