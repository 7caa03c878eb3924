import type { ServiceDetail } from '../../../server/modules/catalog';
import type { ServiceEngagement } from '../../../server/modules/engagement';

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

/**
 * The service as schema.org JSON-LD, for search engines' rich results, with its couples' rating once
 * it has votes. Addresses are absolute (`origin` is the public site address); React Router escapes
 * the script's content.
 */
export function serviceStructuredData(service: StructuredDataService, origin: string, rating?: Pick<ServiceEngagement, 'rating' | 'votes'>) {
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
    ...(rating && rating.rating !== null && rating.votes > 0
      ? {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: Math.round(rating.rating * 10) / 10,
            ratingCount: rating.votes,
            bestRating: 5,
            worstRating: 1,
          },
        }
      : {}),
  };
}
