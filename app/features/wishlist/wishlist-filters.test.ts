import { describe, expect, it } from 'vitest';
import { readWishlistFilters, wishlistCountHeading } from './wishlist-filters';

describe('readWishlistFilters', () => {
  it('reads the rating and category from the URL, 0 meaning all', () => {
    expect(readWishlistFilters(new URLSearchParams('rating=3&category=2'))).toEqual({ rating: 3, categoryId: 2 });
    expect(readWishlistFilters(new URLSearchParams(''))).toEqual({ rating: 0, categoryId: 0 });
  });

  it('treats anything unreadable as all rather than failing the page', () => {
    expect(readWishlistFilters(new URLSearchParams('rating=9&category=-1'))).toEqual({ rating: 0, categoryId: 0 });
    expect(readWishlistFilters(new URLSearchParams('rating=2.5&category=venue'))).toEqual({ rating: 0, categoryId: 0 });
  });
});

describe('wishlistCountHeading', () => {
  it('agrees in number with the count (issue 23: "1 service matches")', () => {
    expect(wishlistCountHeading(1, true)).toBe('1 service matches these filters');
    expect(wishlistCountHeading(2, true)).toBe('2 services match these filters');
    expect(wishlistCountHeading(0, true)).toBe('No services match these filters');
    expect(wishlistCountHeading(1, false)).toBe('1 service in your wishlist');
    expect(wishlistCountHeading(0, false)).toBe('No services in your wishlist');
  });
});
