/** The /wishlist page's filters as its URL holds them (spec §2): ?rating=3&category=2, 0 meaning all. */
export type WishlistFilters = { rating: number; categoryId: number };

function wholeNumber(value: string | null, max: number): number {
  const number = Number(value ?? 0);
  return Number.isInteger(number) && number >= 0 && number <= max ? number : 0;
}

/** A hand-edited or stale URL never fails the page: anything unreadable means "all". */
export function readWishlistFilters(params: URLSearchParams): WishlistFilters {
  return { rating: wholeNumber(params.get('rating'), 5), categoryId: wholeNumber(params.get('category'), 2_147_483_647) };
}

/** The list's heading: "1 service matches these filters", "3 services in your wishlist". */
export function wishlistCountHeading(count: number, filtered: boolean): string {
  const services = count === 0 ? 'No services' : `${count} ${count === 1 ? 'service' : 'services'}`;
  if (!filtered) return `${services} in your wishlist`;
  return `${services} ${count === 1 ? 'matches' : 'match'} these filters`;
}
