import { hasRole, notAllowed, RefusedError, type Viewer } from '../../kernel';

/**
 * Who may do what with wishlists, votes and notes. Signing in is required (spec §6: accounts'
 * requireSignedIn); only the owner reads or changes a wishlist, its notes and votes: not another
 * couple, not the vendors, not administrators (the notes are private to the couple).
 */
export function assertOwnWishlist(viewer: Viewer, ownerId: number): void {
  if (viewer.id !== ownerId) throw notAllowed();
}

/** A vendor's vote on their own listing is not a couple's opinion of it. */
export function assertMayVote(viewer: Viewer, serviceOwnerId: number | null): void {
  if (serviceOwnerId === viewer.id) throw new RefusedError('You cannot rate your own listing.', 'FORBIDDEN');
}

/**
 * Counts of wishlist adds (never who) are the listings' owner's to read, or an administrator's: a
 * vendor asking about a listing of someone else's is refused.
 */
export async function assertMayCountWishlistAdds(viewer: Viewer, readOwnerIds: () => Promise<(number | undefined)[]>): Promise<void> {
  if (hasRole(viewer, 'administrator')) return;
  if ((await readOwnerIds()).some((ownerId) => ownerId !== viewer.id)) throw notAllowed();
}
