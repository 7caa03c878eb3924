import type { ReviewDisputeRow } from '../../../db/schema/reviews';
import { disputeReasons, type DisputeReason } from '../../../shared/reviews/rules';

export type EvidenceFile = { id?: number; fileName: string; contentType: string; size: number };

/** A dispute (the listing's vendor's) or a report (anyone's) of a review, as its opener and administrators see it. */
export type ReviewCase = {
  id: number;
  reviewId: number;
  kind: 'dispute' | 'report';
  reason: DisputeReason;
  reasonLabel: string;
  note: string;
  status: 'open' | 'upheld' | 'rejected' | 'closed';
  createdAt: Date;
  decidedAt: Date | null;
  decisionNote: string | null;
  files: EvidenceFile[];
};

export function toReviewCase(row: ReviewDisputeRow, files: EvidenceFile[]): ReviewCase {
  const reason = row.reason as DisputeReason;
  return {
    id: row.id,
    reviewId: row.reviewId,
    kind: row.kind,
    reason,
    reasonLabel: disputeReasons[reason].label,
    note: row.note,
    status: row.status,
    createdAt: row.createdAt,
    decidedAt: row.decidedAt,
    decisionNote: row.decisionNote,
    files: files.map(({ id, fileName, contentType, size }) => ({ id, fileName, contentType, size })),
  };
}
