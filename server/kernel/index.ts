// The kernel: what every module stands on and no module owns. Refusals and input parsing, the
// rules about roles, input fields, wire names, page tags and their purge, the reference-data
// cache, database error states, dates, throttling, secret tokens, the settings' definitions, and
// the types the request context is made of. It holds no data and imports no module.
export { InvalidInputError, RefusedError, SecondStepRequiredError, fieldErrorsOf, notAllowed, parseInput, refusalOf, signInRequired, statusOfRefusal, type FieldErrors, type Refusal, type RefusalCode } from './errors';
export { hasRole, isCouple, isSelfOrAdministrator, requireCouple, requireAdministrator, requireOwner, requireRole, requireSignedIn, requireSystemOrAdministrator, roleOf } from './roles';
export type { CurrentSession, SessionKind, Viewer } from './viewer';
export type { ChatEvent, ChatEventBus, ChatMessage, TypingData } from './chat-events';
export { systemClock, type Clock } from './clock';
export type { Job } from './job';
export { withWireNames, wireFieldErrors } from './wire-names';
export { defaultSettings, envNameOf, settingDefinitions, settingKeys, shownSettingValue, type SettingForm, type SettingKey, type Settings } from './settings';
export { checkboxField, emailField, idField, plainText, wholeNumberField } from './input-fields';
export { hasSqlState } from './sql-state';
export { isForeignKeyViolation } from './is-foreign-key-violation';
export { isUniqueViolation } from './is-unique-violation';
export { createTimedCache, forgetReferenceData, readReferenceData, readSettingsRows, readSharedPageData, settingsCacheKey } from './reference-cache';
export { catalogTag, categoryTag, contentTag, listTag, personTag, placeTag, purgePages, serviceTag, siteTag } from './page-tags';
export { toDateTimeString } from './date-time';
export { dailyValues, inDayWindow, lastDays, utcDay, type DayWindow } from './day-window';
export { localization } from './localization';
export { blankIsAbsent, containsPattern, pageWindow, searchTextField, tablePage, tablePageSize, tableQueryFields, type TablePage } from './table-query';
export { accountKey, addressKey, throttle, throttleUploads, uploadRules } from './throttle';
export { hashSecretToken, newSecretToken } from './secret-token';
