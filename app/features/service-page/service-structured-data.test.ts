import { describe, expect, it } from 'vitest';
import { serviceStructuredData } from './service-structured-data';

const service = {
  name: 'Stonebridge Estate',
  path: '/au/nsw/wedding-venues/7/stonebridge-estate',
  description: 'Vineyard   views.\n\nLong tables.',
  address: '12 Vine Road, Pokolbin NSW 2320',
  city: 'Pokolbin',
  phone: '+61 2 4998 0000',
  website: 'https://stonebridge.example',
  images: [{ url: '/images/demo/1.jpg', alt: 'Stonebridge Estate, photo 1' }],
  location: { lat: -32.77, lng: 151.29 },
  socialLinks: [{ network: 'instagram', url: 'https://www.instagram.com/stonebridge/' }],
  state: { code: 'NSW', name: 'New South Wales' },
  country: { code: 'au', name: 'Australia' },
  category: { id: 1, name: 'venue', title: 'Venues', slug: 'wedding-venues', singularName: 'Wedding Venue', pluralName: 'Wedding Venues' },
};

describe('serviceStructuredData', () => {
  it('describes a venue as a schema.org LocalBusiness and EventVenue with absolute addresses', () => {
    const data = serviceStructuredData(service, 'https://everafter.example');
    expect(data['@type']).toEqual(['LocalBusiness', 'EventVenue']);
    expect(data.url).toBe('https://everafter.example/au/nsw/wedding-venues/7/stonebridge-estate');
    expect(data.image).toEqual(['https://everafter.example/images/demo/1.jpg?w=700']);
    expect(data.description).toBe('Vineyard views. Long tables.');
    expect(data.address).toEqual({
      '@type': 'PostalAddress',
      streetAddress: '12 Vine Road, Pokolbin NSW 2320',
      addressLocality: 'Pokolbin',
      addressRegion: 'NSW',
      addressCountry: 'AU',
    });
    expect(data.geo).toEqual({ '@type': 'GeoCoordinates', latitude: -32.77, longitude: 151.29 });
    expect(data.sameAs).toEqual(['https://stonebridge.example', 'https://www.instagram.com/stonebridge/']);
  });

  it('carries the reviews’ score and first reviews only when the page shows a score, never the wishlist hearts', () => {
    const review = (rating: number, removed = false) => ({ removed, rating: removed ? null : rating, title: removed ? null : `${rating} hearts`, body: removed ? null : 'Text', author: 'Emma & Liam', createdAt: new Date('2026-03-04T10:00:00Z') });
    const shown = serviceStructuredData(service, '', { summary: { showsScore: true, average: 4.3, count: 3 }, reviews: [review(5), review(1, true), review(4), review(4)] });
    expect(shown.aggregateRating).toEqual({ '@type': 'AggregateRating', ratingValue: 4.3, reviewCount: 3, bestRating: 5, worstRating: 1 });
    // The removed review's line is no review.
    expect(shown.review?.map((entry) => entry.reviewRating.ratingValue)).toEqual([5, 4, 4]);
    expect(shown.review?.[0]).toEqual({
      '@type': 'Review',
      author: { '@type': 'Person', name: 'Emma & Liam' },
      datePublished: '2026-03-04',
      name: '5 hearts',
      reviewBody: 'Text',
      reviewRating: { '@type': 'Rating', ratingValue: 5, bestRating: 5, worstRating: 1 },
    });
    const early = serviceStructuredData(service, '', { summary: { showsScore: false, average: null, count: 2 }, reviews: [review(5), review(4)] });
    expect(early).not.toHaveProperty('aggregateRating');
    expect(early).not.toHaveProperty('review');
    expect(serviceStructuredData(service, '')).not.toHaveProperty('aggregateRating');
  });

  it('uses Florist and Bakery where they fit and LocalBusiness otherwise; leaves out a missing phone', () => {
    const category = (name: string) => ({ ...service, phone: null, category: { ...service.category, name } });
    expect(serviceStructuredData(category('flowers'), '')['@type']).toBe('Florist');
    expect(serviceStructuredData(category('cakes'), '')['@type']).toBe('Bakery');
    expect(serviceStructuredData(category('celebrant'), '')['@type']).toBe('LocalBusiness');
    expect(serviceStructuredData(category('celebrant'), '')).not.toHaveProperty('telephone');
  });
});
