import type { Job } from '../../kernel';
import { prepareDataExports } from './prepare-data-exports';

/** "Download my data" (prepareDataExports): every 10 seconds, so an archive asked for is soon ready; one instance at a time. */
export const dataExportArchives: Job = {
  name: 'data-export-archives',
  everyMs: 10_000,
  firstRunAfterMs: 5_000,
  leaseMs: 30 * 60_000,
  run: prepareDataExports,
};
