import { randomBytes, randomUUID } from 'node:crypto';
import type { RequestContext } from './context';
import type { Job } from './kernel';
import { getSettings, recordServerError, releaseJobLease, takeJobLease } from './modules/platform';
import type { JobObserver } from './observability/metrics';

/** How a job has fared in this process since start: what an operator (and later /metrics) reads. */
export type JobStatus = { name: string; runs: number; failures: number; skipped: number; lastRunAt: Date | null; lastError: string | null };

export type RunningJobs = {
  /** Stops scheduling and waits for the runs under way. */
  stop(): Promise<void>;
  status(): JobStatus[];
};

/**
 * One run of a job, as the runner makes it: only if this instance takes the job's lease (null
 * otherwise: another instance is running it), with the settings as administrators left them (read
 * afresh, so a change reaches the next run) and a request id of its own (the id its errors are
 * reported under). The lease is given back when the run ends, whatever happens.
 */
export async function runJobOnce(base: RequestContext, job: Job, observer?: JobObserver): Promise<unknown> {
  const system = { ...base, viewer: null, session: null };
  const holder = randomUUID();
  if (!(await takeJobLease(system, { name: job.name, holder, seconds: Math.ceil(job.leaseMs / 1000) }))) return null;
  observer?.leaseHeld(job.name, true);
  try {
    const ctx = { ...system, requestId: `job-${randomBytes(6).toString('hex')}`, settings: await getSettings(system, {}) };
    return await job.run(ctx);
  } finally {
    await releaseJobLease(system, { name: job.name, holder });
    observer?.leaseHeld(job.name, false);
  }
}

/**
 * The one job runner (ARCHITECTURE.md, "Jobs"): runs each job `firstRunAfterMs` after start, then
 * `everyMs` after each run ends (so runs of one job never overlap in this process), each under its
 * lease across instances; a failed run is reported like a request's error (the log and the admin
 * area's error reports, counted in `status()` and by the observer: /metrics) and the next one tries
 * again. `stop()` on shutdown.
 */
export function startJobs(base: RequestContext, jobs: Job[], observer?: JobObserver): RunningJobs {
  let stopped = false;
  const timers = new Set<NodeJS.Timeout>();
  const running = new Set<Promise<void>>();
  const statuses = new Map<string, JobStatus>(jobs.map((job) => [job.name, { name: job.name, runs: 0, failures: 0, skipped: 0, lastRunAt: null, lastError: null }]));

  const schedule = (job: Job, delayMs: number) => {
    if (stopped) return;
    const timer = setTimeout(() => {
      timers.delete(timer);
      const run = execute(job).finally(() => {
        running.delete(run);
        schedule(job, job.everyMs);
      });
      running.add(run);
    }, delayMs);
    timer.unref();
    timers.add(timer);
  };

  const execute = async (job: Job) => {
    const status = statuses.get(job.name)!;
    const requestId = `job-${randomBytes(6).toString('hex')}`;
    const ended = observer?.runStarted(job.name);
    try {
      const result = await runJobOnce(base, job, observer);
      if (result === null) status.skipped++;
      else status.runs++;
      ended?.(result === null ? 'skipped' : 'ok');
    } catch (error) {
      ended?.('failed');
      status.failures++;
      status.lastError = error instanceof Error ? error.message : String(error);
      await recordServerError({ ...base, requestId }, { path: `job:${job.name}`, error });
    } finally {
      status.lastRunAt = new Date();
    }
  };

  for (const job of jobs) schedule(job, job.firstRunAfterMs);
  return {
    async stop() {
      stopped = true;
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
      await Promise.all(running);
    },
    status: () => [...statuses.values()].map((status) => ({ ...status })),
  };
}
