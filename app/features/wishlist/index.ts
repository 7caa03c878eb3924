// The wishlist feature's public surface: the hearts and the couple's own ratings other features
// place on cards and service pages. Other features import from here only.
export { HeartRating } from './heart-rating';
export { useServiceWishlist } from './use-service-wishlist';
export { WishlistHeart } from './wishlist-heart';
