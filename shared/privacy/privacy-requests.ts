/**
 * The words of a privacy request (docs/privacy.md, "Correct it"), shared by the form, the person's
 * list, the admin area and the server's checks: what kind of help, and what it is about.
 */
export const privacyRequestKindLabels = {
  correction: 'Correct something I cannot edit',
  access: 'A question about my data',
  deletion: 'A question about deleting my data',
} as const;
export type PrivacyRequestKindName = keyof typeof privacyRequestKindLabels;

/** What a request is about: the records a person cannot edit themself, then anything else. */
export const privacySubjectLabels = {
  review: 'A published review’s moderation',
  verification: 'My business’s verification record',
  invoice: 'An invoice',
  other: 'Something else',
} as const;
export type PrivacySubject = keyof typeof privacySubjectLabels;

/** A business's verification record and its invoices are a vendor's; a couple chooses from the rest. */
export const vendorOnlySubjects: readonly PrivacySubject[] = ['verification', 'invoice'];

export const privacyRequestStateLabels = { open: 'Waiting for an answer', answered: 'Answered', refused: 'Refused' } as const;

/** The longest request a person writes, and the longest answer and reason an administrator writes. */
export const maxRequestDetails = 5_000;
export const maxAnswer = 5_000;
export const maxRefusalReason = 2_000;
