// The platform module's public surface: the site's settings, error reports and the feedback people
// leave with them, job leases. (Its server secrets are a trusted helper: internal.ts. What every
// module stands on, refusals, input fields, page tags, caches, is the kernel: server/kernel.)
export { getSettings } from './get-settings';
export { getPublicSettings } from './get-public-settings';
export { recordServerError } from './record-server-error';
export { saveErrorFeedback } from './save-error-feedback';
export { listSettings, type SettingRow } from './list-settings';
export { updateSetting } from './update-setting';
export { listErrorReports, type ErrorReportRow } from './list-error-reports';
export { resolveErrorReport } from './resolve-error-report';
export { errorReportPruning } from './error-report-pruning';
export { isClosedForMaintenance } from './is-closed-for-maintenance';
export { releaseJobLease } from './release-job-lease';
export { takeJobLease } from './take-job-lease';
