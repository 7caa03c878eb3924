import type { PrivacyRequestKind, PrivacyRequestState } from '../../../db/schema/privacy';
import type { PrivacyCountry } from '../../../shared/privacy/privacy-deadline';
import type { PrivacySubject } from '../../../shared/privacy/privacy-requests';

/** A request as its person sees it: what they asked, its deadline, and the answer once given. */
export type PrivacyRequest = {
  id: number;
  kind: PrivacyRequestKind;
  subject: PrivacySubject;
  details: string;
  state: PrivacyRequestState;
  country: PrivacyCountry;
  dueOn: string;
  answer: string | null;
  refusalReason: string | null;
  createdAt: Date;
  answeredAt: Date | null;
};

type Row = Omit<PrivacyRequest, 'subject' | 'country'> & { subject: string; country: string };

export const privacyRequestOf = (row: Row): PrivacyRequest => ({
  id: row.id,
  kind: row.kind,
  subject: row.subject as PrivacySubject,
  details: row.details,
  state: row.state,
  country: row.country as PrivacyCountry,
  dueOn: row.dueOn,
  answer: row.answer,
  refusalReason: row.refusalReason,
  createdAt: row.createdAt,
  answeredAt: row.answeredAt,
});
