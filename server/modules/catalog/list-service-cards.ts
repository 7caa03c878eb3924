import { and, asc, eq, inArray, lt } from 'drizzle-orm';
import { serviceMedia, serviceMeta, services } from '../../../db/schema/services';
import type { RequestContext } from '../../context';
import { readGeography } from '../geo';
import { parseInput } from '../../kernel';
import { canonicalServicePath } from './canonical-service-path';
import { serviceIdsInput } from './input-fields';
import { formatAttributeValue } from './format-attribute';
import { listCategoriesWithDetails } from './list-categories-with-details';
import { isPublished } from './published';

/** Words for a picture the vendor gave no description of. */
export function photoAlt(serviceName: string, index: number): string {
  return `${serviceName}, photo ${index + 1}`;
}

/** Pictures a card's carousel shows at most. */
const imagesPerCard = 4;

export type ServiceCardData = {
  id: number;
  name: string;
  slug: string;
  /** The canonical service page. */
  path: string;
  shortAddress: string;
  regionName: string | null;
  stateCode: string;
  stateName: string;
  countryName: string;
  categoryId: number;
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
export async function listServiceCards(ctx: RequestContext, input: unknown): Promise<ServiceCardData[]> {
  const { serviceIds: ids } = parseInput(serviceIdsInput, input);
  if (ids.length === 0) return [];
  const { db } = ctx;
  // Categories, attributes and places come from the cached reference data, so the three queries
  // need no joins (on PGlite, planning a five-table join cost more than running it).
  const [categoryRows, geography] = await Promise.all([listCategoriesWithDetails(ctx), readGeography(ctx)]);
  const categoryById = new Map(categoryRows.map((category) => [category.id, category]));
  const primaryById = new Map(categoryRows.flatMap((category) => category.attributes.filter((attribute) => attribute.primary).map((attribute) => [attribute.id, attribute] as const)));
  const countryById = new Map(geography.countries.map((country) => [country.id, country]));
  const stateById = new Map(geography.states.map((state) => [state.id, state]));
  const regionById = new Map(geography.regions.map((region) => [region.id, region]));
  const [rows, media, meta] = await Promise.all([
    db
      .select({
        id: services.id,
        name: services.name,
        slug: services.slug,
        shortAddress: services.shortAddress,
        isVendorVerified: services.isVendorVerified,
        categoryId: services.categoryId,
        countryId: services.countryId,
        stateId: services.stateId,
        regionId: services.regionId,
      })
      .from(services)
      .where(and(inArray(services.id, ids), isPublished)),
    db
      .select({ serviceId: serviceMedia.serviceId, url: serviceMedia.url, alt: serviceMedia.alt })
      .from(serviceMedia)
      .where(and(inArray(serviceMedia.serviceId, ids), eq(serviceMedia.isImage, true), lt(serviceMedia.position, imagesPerCard)))
      .orderBy(asc(serviceMedia.serviceId), asc(serviceMedia.position)),
    db
      .select({ serviceId: serviceMeta.serviceId, value: serviceMeta.metaValue, attributeId: serviceMeta.attributeId })
      .from(serviceMeta)
      .where(and(inArray(serviceMeta.serviceId, ids), inArray(serviceMeta.attributeId, [...primaryById.keys(), -1]))),
  ]);
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    const category = row && categoryById.get(row.categoryId);
    const country = row && countryById.get(row.countryId);
    const state = row && stateById.get(row.stateId);
    if (!row || !category || !country || !state) return [];
    const region = row.regionId === null ? null : (regionById.get(row.regionId) ?? null);
    return [
      {
        id: row.id,
        name: row.name,
        slug: row.slug,
        path: canonicalServicePath({
          id: row.id,
          slug: row.slug,
          countryCode: country.code,
          stateCode: state.stateCode,
          categorySlug: category.categorySlug,
        }),
        shortAddress: row.shortAddress,
        regionName: region?.name ?? null,
        stateCode: state.stateCode,
        stateName: state.name,
        countryName: country.name,
        categoryId: category.id,
        categoryName: category.name,
        categoryTitle: category.title,
        isVendorVerified: row.isVendorVerified,
        images: media
          .filter((item) => item.serviceId === id)
          .slice(0, imagesPerCard)
          .map((item, index) => ({ url: item.url, alt: item.alt ?? photoAlt(row.name, index) })),
        primaryAttributes: meta
          .filter((item) => item.serviceId === id && item.attributeId !== null)
          .map(({ attributeId, value }) => ({ attribute: primaryById.get(attributeId!)!, value }))
          .sort((a, b) => a.attribute.order - b.attribute.order || a.attribute.id - b.attribute.id)
          .map(({ attribute, value }) => ({ name: attribute.name, label: attribute.label, value: formatAttributeValue(attribute, value) })),
      },
    ];
  });
}
