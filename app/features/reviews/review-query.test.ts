import { describe, expect, it } from 'vitest';
import { averageLabel, readReviewQuery, reviewCount, reviewQueryHref, weddingMonthLabel } from './review-query';

describe('the reviews list in the URL', () => {
  it('reads the sort and the page, and falls back to the newest first page', () => {
    expect(readReviewQuery(new URLSearchParams('reviews_sort=lowest&reviews_page=2'))).toEqual({ sort: 'lowest', page: 2 });
    expect(readReviewQuery(new URLSearchParams(''))).toEqual({ sort: 'newest', page: 1 });
    expect(readReviewQuery(new URLSearchParams('reviews_sort=vendor_first&reviews_page=0'))).toEqual({ sort: 'newest', page: 1 });
    expect(readReviewQuery(new URLSearchParams('reviews_sort=constructor&reviews_page=2.5'))).toEqual({ sort: 'newest', page: 1 });
  });

  it('writes links that leave the defaults out and land on the reviews', () => {
    expect(reviewQueryHref('/au/nsw/venue/1/hall', { sort: 'newest', page: 1 })).toBe('/au/nsw/venue/1/hall#reviews');
    expect(reviewQueryHref('/au/nsw/venue/1/hall', { sort: 'with_photos', page: 3 })).toBe('/au/nsw/venue/1/hall?reviews_sort=with_photos&reviews_page=3#reviews');
  });

  it('says months, counts and averages as the page shows them', () => {
    expect(weddingMonthLabel('2025-03')).toBe('March 2025');
    expect(reviewCount(1)).toBe('1 review');
    expect(reviewCount(12)).toBe('12 reviews');
    expect(averageLabel(4)).toBe('4.0');
    expect(averageLabel(4.3)).toBe('4.3');
  });
});
