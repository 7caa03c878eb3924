// The platform module's public surface: adapters and other modules import from here only. The
// platform is what every domain stands on: settings, refusals and input fields, wire names,
// server secrets, the reference-data cache, the cached pages' tags and their purge, error reports and feedback, dates, database error
// states and localization texts.
export { InvalidInputError, RefusedError, fieldErrorsOf, notAllowed, parseInput, refusalOf, signInRequired, statusOfRefusal, type FieldErrors, type Refusal, type RefusalCode } from './errors';
export { withWireNames, wireFieldErrors } from './wire-names';
export { defaultSettings, settingDefinitions, type SettingKey, type Settings } from './settings';
export { getSettings, publicSettings } from './get-settings';
export { idField, wholeNumberField } from './input-fields';
export { hasSqlState } from './sql-state';
export { isForeignKeyViolation } from './is-foreign-key-violation';
export { isUniqueViolation } from './is-unique-violation';
export { getServerSecret } from './get-server-secret';
export { createTimedCache, forgetReferenceData, readReferenceData, readSharedPageData } from './reference-cache';
export { catalogTag, categoryTag, contentTag, listTag, personTag, placeTag, purgePages, serviceTag, siteTag } from './page-tags';
export { toDateTimeString } from './date-time';
export { dailyValues, inDayWindow, lastDays, utcDay, type DayWindow } from './day-window';
export { localization } from './localization';
export { recordServerError } from './record-server-error';
export { errorFeedbackInput, saveErrorFeedback } from './save-error-feedback';
export { blankIsAbsent, containsPattern, pageWindow, searchTextField, tablePage, tablePageSize, tableQueryFields, type TablePage } from './table-query';
export { listSettings, type SettingRow } from './list-settings';
export { updateSetting } from './update-setting';
export { listErrorReports, type ErrorReportRow } from './list-error-reports';
export { resolveErrorReport } from './resolve-error-report';
export { errorReportRetentionDays, pruneErrorReports, startErrorReportPruning } from './prune-error-reports';
