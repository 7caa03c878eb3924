import type { Viewer } from '../accounts/viewer';
import { notAllowed, RefusedError, signInRequired } from '../platform/errors';

/** Spec §6: signing in is required to wishlist and to rate. */
export function requireSignedIn(viewer: Viewer | null): Viewer {
  if (!viewer) throw signInRequired();
  return viewer;
}

/**
 * Only the owner reads or changes a wishlist, its notes and votes: not another couple, not the
 * vendors, not administrators (the notes are private to the couple).
 */
export function assertOwnWishlist(viewer: Viewer, ownerId: number): void {
  if (viewer.id !== ownerId) throw notAllowed();
}

/** A vendor's vote on their own listing is not a couple's opinion of it. */
export function assertMayVote(viewer: Viewer, serviceOwnerId: number | null): void {
  if (serviceOwnerId === viewer.id) throw new RefusedError('You cannot rate your own listing.', 'FORBIDDEN');
}

/** A wishlist holds this many services at most: a shortlist, and a bound on what its page shows. */
export const maxWishlistServices = 200;
