import type { Job } from '../../kernel';
import { pruneErrorReports } from './prune-error-reports';

/** Error reports (and the feedback with them) are kept 90 days: pruned at start, then daily. */
export const errorReportPruning: Job = {
  name: 'error-report-pruning',
  everyMs: 86_400_000,
  firstRunAfterMs: 0,
  leaseMs: 10 * 60_000,
  run: pruneErrorReports,
};
