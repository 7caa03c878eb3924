/** How the couple orders their wishlist: newest first (the default), or by their own hearts. */
export type WishlistSort = 'newest' | 'rating';

/** The /wishlist page's filters and sort as its URL holds them (spec §2): ?rating=3&category=2&sort=rating, 0 meaning all. */
export type WishlistFilters = { rating: number; categoryId: number; sort: WishlistSort };

function wholeNumber(value: string | null, max: number): number {
  const number = Number(value ?? 0);
  return Number.isInteger(number) && number >= 0 && number <= max ? number : 0;
}

/** A hand-edited or stale URL never fails the page: anything unreadable means "all", newest first. */
export function readWishlistFilters(params: URLSearchParams): WishlistFilters {
  return {
    rating: wholeNumber(params.get('rating'), 5),
    categoryId: wholeNumber(params.get('category'), 2_147_483_647),
    sort: params.get('sort') === 'rating' ? 'rating' : 'newest',
  };
}

/**
 * The wishlist in the couple's chosen order. The entries come newest first (listWishlist);
 * `rating` puts the couple's own hearts highest first, unrated last, and keeps the newest first
 * among equal hearts (the sort is stable).
 */
export function sortWishlist<T extends { vote: number }>(entries: T[], sort: WishlistSort): T[] {
  if (sort === 'newest') return entries;
  return [...entries].sort((a, b) => b.vote - a.vote);
}

/** The list's heading: "1 service matches these filters", "3 services in your wishlist". */
export function wishlistCountHeading(count: number, filtered: boolean): string {
  const services = count === 0 ? 'No services' : `${count} ${count === 1 ? 'service' : 'services'}`;
  if (!filtered) return `${services} in your wishlist`;
  return `${services} ${count === 1 ? 'matches' : 'match'} these filters`;
}
