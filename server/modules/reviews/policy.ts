import type { Viewer } from '../../kernel';
import { hasRole, RefusedError, requireSignedIn } from '../../kernel';
import { notInTouchMessage } from '../../../shared/reviews/rules';

/**
 * The reviews module's rules (issue 32). Reviews are public, so a review that exists is no secret:
 * someone who may not change it is told why (FORBIDDEN), not "not found". A dispute's evidence and
 * the moderation queue are administrators' (and the disputing vendor's own evidence).
 */
export const reviewNotFound = () => new RefusedError('There is no such review.', 'NOT_FOUND');
export const listingNotFound = () => new RefusedError('There is no such service.', 'NOT_FOUND');
export const caseNotFound = () => new RefusedError('There is no such dispute or report.', 'NOT_FOUND');
export const evidenceNotFound = () => new RefusedError('There is no such file.', 'NOT_FOUND');

/** Why this person may not review the listing owned by `ownerId` whatever they did, or null. */
export function reviewerRefusal(viewer: Viewer | null, ownerId: number | null): string | null {
  if (!viewer) return 'Please sign in to write a review.';
  if (hasRole(viewer, 'administrator')) return 'Administrators cannot write reviews.';
  if (ownerId !== null && ownerId === viewer.id) return 'You cannot review your own listing.';
  if (hasRole(viewer, 'vendor')) return 'Vendors cannot review other businesses.';
  return null;
}

/** A couple who may review (signed in, no vendor, no administrator, not the listing's own). */
export function requireReviewer(viewer: Viewer | null, ownerId: number | null): Viewer {
  const person = requireSignedIn(viewer);
  const refusal = reviewerRefusal(person, ownerId);
  if (refusal) throw new RefusedError(refusal, 'FORBIDDEN');
  return person;
}

/** Only couples who dealt with the vendor here review them. */
export const notInTouch = () => new RefusedError(notInTouchMessage, 'FORBIDDEN');
export const alreadyReviewed = () => new RefusedError('You have already reviewed this business: you can edit or delete your review.', 'CONFLICT');

/** A review's author alone edits or deletes it. */
export function requireAuthor(viewer: Viewer | null, review: { coupleId: number }, what: string): Viewer {
  const person = requireSignedIn(viewer);
  if (review.coupleId !== person.id) throw new RefusedError(`Only the couple who wrote a review can ${what} it.`, 'FORBIDDEN');
  return person;
}

/** The listing's vendor (its owner now) alone replies to and disputes its reviews. */
export function requireListingVendor(viewer: Viewer | null, ownerId: number | null, what: string): Viewer {
  const person = requireSignedIn(viewer);
  if (ownerId === null || ownerId !== person.id) throw new RefusedError(`Only the listing’s vendor can ${what}.`, 'FORBIDDEN');
  return person;
}

/** Nothing is done to a review moderation removed: it stands as its public notice. */
export function requirePublished(review: { status: string }): void {
  if (review.status !== 'published') throw new RefusedError('This review was removed by moderation.', 'CONFLICT');
}

/** Anyone signed in reports a review, but not their own, and its listing's vendor disputes instead (once). */
export function requireReporter(viewer: Viewer | null, review: { coupleId: number }, ownerId: number | null): Viewer {
  const person = requireSignedIn(viewer);
  if (review.coupleId === person.id) throw new RefusedError('You cannot report your own review.', 'FORBIDDEN');
  if (ownerId !== null && ownerId === person.id) throw new RefusedError('As the listing’s vendor, dispute the review instead.', 'FORBIDDEN');
  return person;
}

/** A dispute's evidence: its vendor's and administrators' alone; anyone else learns nothing of it. */
export function requireEvidenceReader(viewer: Viewer | null, openedBy: number | null): Viewer {
  const person = requireSignedIn(viewer);
  if (!hasRole(person, 'administrator') && person.id !== openedBy) throw evidenceNotFound();
  return person;
}

