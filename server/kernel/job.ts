import type { RequestContext } from '../context';

/**
 * A background job: work no request asked for (the billing clock, calendar imports, the chat's
 * e-mails, pruning), declared by its module as `export const name: Job` and run by the one job
 * runner (server/job-runner.ts) with a system context: no viewer, so every rule applies. The runner
 * runs it first `firstRunAfterMs` after start, then `everyMs` after each run ends, only while this
 * instance holds the job's lease (one instance at a time), stops it on shutdown and reports its
 * failures.
 */
export type Job = {
  /** Names the job's lease and its log lines. */
  name: string;
  everyMs: number;
  firstRunAfterMs: number;
  /** How long one run may hold the lease before another instance may take the job over. */
  leaseMs: number;
  run(ctx: RequestContext): Promise<unknown>;
};
