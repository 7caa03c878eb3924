import { describe, expect, it } from 'vitest';
import { readWishlistFilters } from './wishlist-filters';

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
