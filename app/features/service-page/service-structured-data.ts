import type { ServiceDetail } from '../../../server/modules/catalog/find-service-detail';

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
 * The service as schema.org JSON-LD, for search engines' rich results. Addresses are absolute
 * (`origin` is the public site address); React Router escapes the script's content.
 */
export function serviceStructuredData(service: StructuredDataService, origin: string) {
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
  };
}
