// The privacy module's public surface (issue 35; docs/privacy.md). Requests about personal
// information ("Correct it"): a couple or vendor asks and sees their own; administrators list them
// by legal deadline and answer or refuse them.
export { requestPrivacyHelp } from './request-privacy-help';
export { listMyPrivacyRequests } from './list-my-privacy-requests';
export { listPrivacyRequests, type AdminPrivacyRequest } from './list-privacy-requests';
export { answerPrivacyRequest } from './answer-privacy-request';
export type { PrivacyRequest } from './privacy-request-view';
