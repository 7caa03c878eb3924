// The engagement module's public surface (wishlists, votes, private notes): adapters and other
// modules import from here only.
export { addWishlistService } from './add-wishlist-service';
export { compareWishlistServices, type ComparedService, type WishlistComparison } from './compare-wishlist-services';
export { findServiceEngagement, type ServiceEngagement } from './find-service-engagement';
export { findWishlistedIds } from './find-wishlisted-ids';
export { listWishlist, type WishlistEntry } from './list-wishlist';
export type { WishlistFlag } from '../../../shared/engagement/wishlist-flags';
export { removeWishlistService } from './remove-wishlist-service';
export { saveWishlistNote } from './save-wishlist-note';
export { voteService } from './vote-service';
export { countWishlistAdds } from './count-wishlist-adds';
