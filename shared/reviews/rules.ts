import { findPhoneNumbersInText } from 'libphonenumber-js/min';

/**
 * Issue 32's published rules about reviews, for the server's checks and the pages alike (the
 * "How reviews work" page states them): limits, the dispute reasons, the score's threshold and the
 * search ranking's Bayesian mean. Pure: no server or database imports.
 */
export const reviewLimits = {
  titleMax: 100,
  bodyMin: 60,
  bodyMax: 5000,
  photosMax: 5,
  replyMax: 3000,
  noteMax: 2000,
  /** Private evidence files a vendor may attach to a dispute. */
  evidenceMax: 5,
} as const;

/** A listing shows its average, histogram and sub-scores once it has this many published reviews. */
export const scoreThreshold = 3;
export const notEnoughReviews = 'Not enough reviews for a score yet';

/**
 * Search ranks by the Bayesian mean (C·m + Σ ratings) / (m + n): every listing starts with `m`
 * imaginary reviews at the site's mean C, so one 5-heart review does not outrank forty 4.8s.
 * C is the mean of every published review on the site, recomputed daily; until the site has
 * `priorMinimumReviews` reviews, C is `defaultPriorMean`.
 */
export const bayesianPriorWeight = 5;
export const defaultPriorMean = 4;
export const priorMinimumReviews = 30;

/** The Bayesian mean of n ratings summing to `sum`, with the prior (m, C). */
export function bayesianMean(sum: number, n: number, priorMean: number, priorWeight = bayesianPriorWeight): number {
  return (priorMean * priorWeight + sum) / (priorWeight + n);
}

/** An average shown to one decimal (4.25 → 4.3). */
export function oneDecimal(value: number): number {
  return Math.round(value * 10 + Number.EPSILON) / 10;
}

export const reviewSources = ['booking', 'enquiry'] as const;
export type ReviewSource = (typeof reviewSources)[number];

/** The line on every review, which nobody can buy or hide. */
export const sourceLines: Record<ReviewSource, string> = {
  booking: 'Booked through Ever After',
  enquiry: 'Enquired through Ever After',
};

export const subScores = ['quality', 'responsiveness', 'professionalism', 'value'] as const;
export type SubScore = (typeof subScores)[number];

export const reviewSorts = ['newest', 'highest', 'lowest', 'with_photos'] as const;
export type ReviewSort = (typeof reviewSorts)[number];
export const reviewsPerPage = 10;

/**
 * The published reasons to dispute or report a review (opinion alone is none). `label` is the
 * choice in a form; `because` completes "A review was removed on {date} because {because}".
 */
export const disputeReasons = {
  not_a_client: { label: 'Not a real client of this business', because: 'the reviewer was not a real client of this business' },
  personal_data: { label: 'Contains personal data', because: 'it contained personal data' },
  abusive: { label: 'Abusive or discriminatory', because: 'it was abusive or discriminatory' },
  different_business: { label: 'About a different business or event', because: 'it was about a different business or event' },
  conflict_of_interest: { label: 'A conflict of interest (staff, competitor, relative)', because: 'of a conflict of interest (staff, competitor or relative)' },
  factually_wrong: { label: 'Factually wrong, with evidence', because: 'it was shown by evidence to be factually wrong' },
} as const;
export type DisputeReason = keyof typeof disputeReasons;
export const disputeReasonCodes = Object.keys(disputeReasons) as DisputeReason[];

/** The public line that stands where a removed review was. */
export function removalLine(removedAt: Date, reason: DisputeReason): string {
  const date = removedAt.toLocaleDateString('en-AU', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
  return `A review was removed on ${date} because ${disputeReasons[reason].because}.`;
}

export const personalDataMessage = 'Please remove phone numbers and e-mail addresses: reviews are public, and personal data does not belong in them.';
export const notInTouchMessage = 'You can review a business after you have been in touch with them here';

const emailPattern = /[\p{L}\p{N}._%+-]+@[\p{L}\p{N}-]+(\.[\p{L}\p{N}-]+)*\.\p{L}{2,}/u;
// Written-out numbers ("zero four one two…") are not looked for: only digits people dial.
const digitRun = /\+?\d[\d\s().-]{6,}\d/g;

/**
 * Whether a text holds an e-mail address or a phone number (Australian, New Zealand or
 * international with +): what a review may not carry. Dates, prices and years are not phone numbers.
 */
export function containsPersonalData(text: string): boolean {
  if (emailPattern.test(text)) return true;
  for (const country of ['AU', 'NZ'] as const) {
    // Dialled as written: from a trunk 0 or an international +, never a bare run of digits (a date).
    if (findPhoneNumbersInText(text, { defaultCountry: country }).some((found) => /^[+0(]/.test(text.slice(found.startsAt)))) return true;
  }
  // Spaced-out mobile numbers libphonenumber reads as two ("0412 555 019" is found; "04 12 55 50 19" may not be).
  for (const run of text.match(digitRun) ?? []) {
    const digits = run.replace(/\D/g, '');
    if (/^(0[2-478]\d{8}|0[3679]\d{7}|61[2-478]\d{8}|64[2-9]\d{7,9})$/.test(digits) && /^[+0(]/.test(run)) return true;
  }
  return false;
}
