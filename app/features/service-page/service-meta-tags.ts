import type { MetaDescriptor } from 'react-router';
import { titleWithProduct } from '~/lib/root-data';
import { serviceStructuredData, type StructuredReviews } from './service-structured-data';
import type { ServicePageListing } from './service-view';

type MetaMatches = Parameters<typeof titleWithProduct>[0];

const descriptionLength = 160;

/** Title, description, canonical link, Open Graph and JSON-LD of a service page. */
export function serviceMetaTags(
  matches: MetaMatches,
  service: ServicePageListing,
  origin: string,
  reviews?: StructuredReviews,
): MetaDescriptor[] {
  const title = titleWithProduct(matches, `${service.name}, ${service.shortAddress}`);
  const text = service.description.replace(/\s+/g, ' ').trim();
  const lead = `${service.category.singularName} in ${service.shortAddress}.`;
  const full = text ? `${lead} ${text}` : lead;
  const description = full.length > descriptionLength ? `${full.slice(0, descriptionLength - 1).trimEnd()}…` : full;
  const url = `${origin}${service.path}`;
  const image = service.images[0];
  return [
    { title },
    { name: 'description', content: description },
    { tagName: 'link', rel: 'canonical', href: url },
    { property: 'og:type', content: 'website' },
    { property: 'og:title', content: service.name },
    { property: 'og:description', content: description },
    { property: 'og:url', content: url },
    ...(image
      ? [
          { property: 'og:image', content: `${origin}${image.url}?w=700` },
          { property: 'og:image:alt', content: image.alt },
        ]
      : []),
    { name: 'twitter:card', content: image ? 'summary_large_image' : 'summary' },
    { 'script:ld+json': serviceStructuredData(service, origin, reviews) },
  ];
}
