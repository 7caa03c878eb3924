import { and, asc, eq, inArray, lt } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { attributes, categories, countries, regions, serviceMedia, serviceMeta, services, states } from '../../../db/schema';
import { canonicalServicePath } from './canonical-service-path';
import { formatAttributeValue } from './format-attribute';

/** Words for a picture the vendor gave no description of. */
export function photoAlt(serviceName: string, index: number): string {
  return `${serviceName}, photo ${index + 1}`;
}

/** Pictures a card's carousel shows at most. */
const imagesPerCard = 4;

export type ServiceCardData = {
  id: number;
  name: string;
  /** The canonical service page. */
  path: string;
  shortAddress: string;
  regionName: string | null;
  stateName: string;
  countryName: string;
  categoryName: string;
  categoryTitle: string;
  isVendorVerified: boolean;
  images: { url: string; alt: string }[];
  /** The category's primary attributes that this service has, ready to read. */
  primaryAttributes: { name: string; label: string; value: string }[];
};

/**
 * Everything a service card shows, for any number of services in three queries (services, first
 * pictures, primary attributes), returned in the order of `ids`; unknown ids are left out.
 */
export async function listServiceCards(db: Database, ids: number[]): Promise<ServiceCardData[]> {
  if (ids.length === 0) return [];
  const [rows, media, meta] = await Promise.all([
    db
      .select({
        id: services.id,
        name: services.name,
        slug: services.slug,
        shortAddress: services.shortAddress,
        isVendorVerified: services.isVendorVerified,
        regionName: regions.name,
        stateName: states.name,
        stateCode: states.stateCode,
        countryName: countries.name,
        countryCode: countries.code,
        categoryName: categories.name,
        categoryTitle: categories.title,
        categorySlug: categories.categorySlug,
      })
      .from(services)
      .innerJoin(categories, eq(categories.id, services.categoryId))
      .innerJoin(countries, eq(countries.id, services.countryId))
      .innerJoin(states, eq(states.id, services.stateId))
      .leftJoin(regions, eq(regions.id, services.regionId))
      .where(inArray(services.id, ids)),
    db
      .select({ serviceId: serviceMedia.serviceId, url: serviceMedia.url, alt: serviceMedia.alt })
      .from(serviceMedia)
      .where(and(inArray(serviceMedia.serviceId, ids), eq(serviceMedia.isImage, true), lt(serviceMedia.position, imagesPerCard)))
      .orderBy(asc(serviceMedia.serviceId), asc(serviceMedia.position)),
    db
      .select({ serviceId: serviceMeta.serviceId, value: serviceMeta.metaValue, attribute: attributes })
      .from(serviceMeta)
      .innerJoin(attributes, eq(attributes.id, serviceMeta.attributeId))
      .where(and(inArray(serviceMeta.serviceId, ids), eq(attributes.primary, true)))
      .orderBy(asc(attributes.order), asc(attributes.id)),
  ]);
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    if (!row) return [];
    return [
      {
        id: row.id,
        name: row.name,
        path: canonicalServicePath(row),
        shortAddress: row.shortAddress,
        regionName: row.regionName,
        stateName: row.stateName,
        countryName: row.countryName,
        categoryName: row.categoryName,
        categoryTitle: row.categoryTitle,
        isVendorVerified: row.isVendorVerified,
        images: media
          .filter((item) => item.serviceId === id)
          .slice(0, imagesPerCard)
          .map((item, index) => ({ url: item.url, alt: item.alt ?? photoAlt(row.name, index) })),
        primaryAttributes: meta
          .filter((item) => item.serviceId === id)
          .map(({ attribute, value }) => ({ name: attribute.name, label: attribute.label, value: formatAttributeValue(attribute, value) })),
      },
    ];
  });
}
