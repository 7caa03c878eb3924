import { documentUploadLimits } from '../../../shared/vendors/document-limits';
import { reviewLimits } from '../../../shared/reviews/rules';
import { filesProblem } from '~/lib/files-problem';

/**
 * What is wrong with the evidence files a vendor chose for a dispute, before they are sent (the
 * server checks again, by content): more than five, or one at the documents' 10 MB limit, by name.
 * Null when they may go: five files under the limit fit /vendors/reviews' request limit
 * (`maxReviewRequestBytes`, server/http/body-limit.ts).
 */
export const evidenceProblem = (files: { name: string; size: number }[]): string | null =>
  filesProblem(files, { max: reviewLimits.evidenceMax, maxBytes: documentUploadLimits.maxBytes, one: 'file', many: 'files' });
