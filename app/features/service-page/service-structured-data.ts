import type { ServiceDetail } from '../../../server/modules/catalog';
import type { Review, ReviewSummary } from '../../../server/modules/reviews';

type StructuredDataService = Pick<
  ServiceDetail,
  'name' | 'path' | 'description' | 'address' | 'city' | 'phone' | 'website' | 'images' | 'location' | 'socialLinks' | 'state' | 'country' | 'category'
>;

/** schema.org types that say more than LocalBusiness where one fits the category. */
const typesByCategory: Record<string, string | string[]> = {
  venue: ['LocalBusiness', 'EventVenue'],
  flowers: 'Florist',
  cakes: 'Bakery',
  photographer: ['LocalBusiness', 'ProfessionalService'],
  videographer: ['LocalBusiness', 'ProfessionalService'],
};

const descriptionLength = 300;

/** What the page shows of the listing's reviews: the summary, and the reviews of the list's page. */
export type StructuredReviews = { summary: Pick<ReviewSummary, 'showsScore' | 'average' | 'count'>; reviews: Pick<Review, 'removed' | 'rating' | 'title' | 'body' | 'author' | 'createdAt'>[] };

/** The first reviews JSON-LD carries (the page's first published ones). */
const structuredReviewCount = 5;

/**
 * The service as schema.org JSON-LD, for search engines' rich results, with its reviews' score and
 * first reviews only when the page shows a score (from 3 reviews), from the same figures the page
 * shows (never the wishlist hearts). Addresses are absolute (`origin` is the public site address);
 * React Router escapes the script's content.
 */
export function serviceStructuredData(service: StructuredDataService, origin: string, reviews?: StructuredReviews) {
  const url = `${origin}${service.path}`;
  const description = service.description.replace(/\s+/g, ' ').trim();
  return {
    '@context': 'https://schema.org',
    '@type': typesByCategory[service.category.name] ?? 'LocalBusiness',
    '@id': url,
    name: service.name,
    url,
    description: description.length > descriptionLength ? `${description.slice(0, descriptionLength - 1)}…` : description,
    image: service.images.slice(0, 5).map((image) => `${origin}${image.url}?w=700`),
    address: {
      '@type': 'PostalAddress',
      streetAddress: service.address,
      addressLocality: service.city,
      addressRegion: service.state.code,
      addressCountry: service.country.code.toUpperCase(),
    },
    geo: { '@type': 'GeoCoordinates', latitude: service.location.lat, longitude: service.location.lng },
    ...(service.phone ? { telephone: service.phone } : {}),
    // Website and social links are web addresses already (findServiceDetail drops anything else).
    sameAs: [service.website, ...service.socialLinks.map((link) => link.url)].filter((link): link is string => !!link),
    ...(reviews && reviews.summary.showsScore && reviews.summary.average !== null
      ? {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: reviews.summary.average,
            reviewCount: reviews.summary.count,
            bestRating: 5,
            worstRating: 1,
          },
          review: reviews.reviews
            .filter((review) => !review.removed && review.rating !== null)
            .slice(0, structuredReviewCount)
            .map((review) => ({
              '@type': 'Review',
              author: { '@type': 'Person', name: review.author },
              datePublished: new Date(review.createdAt).toISOString().slice(0, 10),
              name: review.title,
              reviewBody: review.body,
              reviewRating: { '@type': 'Rating', ratingValue: review.rating, bestRating: 5, worstRating: 1 },
            })),
        }
      : {}),
  };
}
