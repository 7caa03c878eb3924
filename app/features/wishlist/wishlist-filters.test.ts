import { describe, expect, it } from 'vitest';
import { readWishlistFilters, sortWishlist, wishlistCountHeading } from './wishlist-filters';

describe('readWishlistFilters', () => {
  it('reads the rating, category and sort from the URL, 0 meaning all and newest first by default', () => {
    expect(readWishlistFilters(new URLSearchParams('rating=3&category=2&sort=rating'))).toEqual({ rating: 3, categoryId: 2, sort: 'rating' });
    expect(readWishlistFilters(new URLSearchParams(''))).toEqual({ rating: 0, categoryId: 0, sort: 'newest' });
  });

  it('treats anything unreadable as all, newest first, rather than failing the page', () => {
    expect(readWishlistFilters(new URLSearchParams('rating=9&category=-1&sort=cheapest'))).toEqual({ rating: 0, categoryId: 0, sort: 'newest' });
    expect(readWishlistFilters(new URLSearchParams('rating=2.5&category=venue'))).toEqual({ rating: 0, categoryId: 0, sort: 'newest' });
  });
});

describe('sortWishlist', () => {
  // As listWishlist answers them: newest first.
  const entries = [
    { id: 1, vote: 3 },
    { id: 2, vote: 0 },
    { id: 3, vote: 5 },
    { id: 4, vote: 3 },
    { id: 5, vote: 5 },
  ];

  it('keeps the newest first by default', () => {
    expect(sortWishlist(entries, 'newest').map((entry) => entry.id)).toEqual([1, 2, 3, 4, 5]);
  });

  it('puts the couple’s own hearts highest first, the newest first among equal hearts, unrated last, without changing the list it was given', () => {
    expect(sortWishlist(entries, 'rating').map((entry) => entry.id)).toEqual([3, 5, 1, 4, 2]);
    expect(entries.map((entry) => entry.id)).toEqual([1, 2, 3, 4, 5]);
    expect(sortWishlist([], 'rating')).toEqual([]);
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
