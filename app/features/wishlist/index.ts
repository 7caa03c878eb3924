// The wishlist feature's public surface: the hearts and ratings other features place on cards and
// service pages. Other features import from here only.
export { HeartRating, RatingSummary } from './heart-rating';
export { useServiceWishlist } from './use-service-wishlist';
export { WishlistHeart } from './wishlist-heart';
