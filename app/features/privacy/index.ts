// The privacy pages' sections (issue 35): routes compose them.
export { CorrectionRequestSection, privacyRequestIntent, type ShownPrivacyRequest } from './correction-request-section';
