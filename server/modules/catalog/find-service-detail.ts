import { and, asc, eq, gte, lte } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { users } from '../../../db/schema/accounts';
import { countries, regions, states } from '../../../db/schema/geo';
import { serviceMedia, serviceMeta, services, serviceUnavailableDates } from '../../../db/schema/services';
import { canonicalServicePath } from './canonical-service-path';
import { describeServiceMeta, isWebLink, type DescribedServiceMeta } from './describe-service-meta';
import { listCategoriesWithDetails, type CategoryRecord } from './list-categories';
import { photoAlt } from './list-service-cards';
import { userIsVendor } from '../accounts/viewer';

/** Months of the availability calendar a service page can page through. */
export const availabilityMonths = 12;

/** The days the availability calendar covers: today through the end of its last month (YYYY-MM-DD). */
export function availabilityWindow(today = new Date()): { from: string; until: string } {
  return {
    from: today.toISOString().slice(0, 10),
    until: new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() + availabilityMonths, 0)).toISOString().slice(0, 10),
  };
}

/** The category as a service page names it. */
export function serviceCategory(category: CategoryRecord): ServiceDetail['category'] {
  const { id, name, title, categorySlug: slug, singularName, pluralName } = category;
  return { id, name, title, slug, singularName, pluralName };
}

export type RawMetaAttribute = {
  metaId: number;
  metaKey: string;
  metaValue: string;
  primary: boolean;
  type: string | null;
  /** Whether the key is one of the category's attributes (not a link such as video1_link). */
  categoryBased: boolean;
};

export type ServiceDetail = DescribedServiceMeta & {
  id: number;
  name: string;
  slug: string;
  path: string;
  city: string;
  shortAddress: string;
  address: string;
  businessAddress: string | null;
  description: string;
  features: string[];
  radius: number | null;
  status: string | null;
  website: string | null;
  phone: string | null;
  brochureFile: string | null;
  isVendorVerified: boolean;
  location: { lat: number; lng: number };
  businessLocation: { lat: number; lng: number } | null;
  country: { code: string; name: string };
  state: { code: string; name: string };
  region: { name: string; link: string } | null;
  category: { id: number; name: string; title: string; slug: string; singularName: string; pluralName: string };
  owner: { id: number; nickname: string | null; avatar: string | null; isVendor: boolean; createdAt: Date } | null;
  images: { url: string; alt: string }[];
  media: { url: string; isImage: boolean }[];
  /** Booked-out days (YYYY-MM-DD) from today through the calendar's last month. */
  unavailableDates: string[];
  allMetaAttributes: RawMetaAttribute[];
};

/**
 * Everything the service page shows about one service, in four queries run together (service with
 * its place and owner, media, meta, booked-out days) plus the cached category attributes. An id
 * that is not a positive 32-bit integer, or unknown, gives null.
 */
export async function findServiceDetail(db: Database, id: number, today = new Date()): Promise<ServiceDetail | null> {
  if (!Number.isSafeInteger(id) || id <= 0 || id > 2_147_483_647) return null;
  const { from, until } = availabilityWindow(today);
  const [[row], media, meta, booked, categories] = await Promise.all([
    db
      .select({
        service: services,
        countryCode: countries.code,
        countryName: countries.name,
        stateCode: states.stateCode,
        stateName: states.name,
        regionName: regions.name,
        regionLink: regions.link,
        owner: { id: users.id, nickname: users.nickname, avatar: users.avatar, isVendor: userIsVendor, createdAt: users.createdAt },
      })
      .from(services)
      .innerJoin(countries, eq(countries.id, services.countryId))
      .innerJoin(states, eq(states.id, services.stateId))
      .leftJoin(regions, eq(regions.id, services.regionId))
      .leftJoin(users, eq(users.id, services.userId))
      .where(eq(services.id, id))
      .limit(1),
    db
      .select({ url: serviceMedia.url, isImage: serviceMedia.isImage, alt: serviceMedia.alt })
      .from(serviceMedia)
      .where(eq(serviceMedia.serviceId, id))
      .orderBy(asc(serviceMedia.position), asc(serviceMedia.id)),
    db
      .select({ id: serviceMeta.id, key: serviceMeta.metaKey, value: serviceMeta.metaValue })
      .from(serviceMeta)
      .where(eq(serviceMeta.serviceId, id))
      .orderBy(asc(serviceMeta.id)),
    db
      .select({ date: serviceUnavailableDates.date })
      .from(serviceUnavailableDates)
      .where(and(eq(serviceUnavailableDates.serviceId, id), gte(serviceUnavailableDates.date, from), lte(serviceUnavailableDates.date, until)))
      .orderBy(asc(serviceUnavailableDates.date)),
    listCategoriesWithDetails(db),
  ]);
  if (!row) return null;
  const { service } = row;
  const category = categories.find((entry) => entry.id === service.categoryId);
  if (!category) return null;

  const attributeByName = new Map(category.attributes.map((attribute) => [attribute.name, attribute]));
  return {
    id: service.id,
    name: service.name,
    slug: service.slug,
    path: canonicalServicePath({ ...service, categorySlug: category.categorySlug, countryCode: row.countryCode, stateCode: row.stateCode }),
    city: service.city,
    shortAddress: service.shortAddress,
    address: service.address,
    businessAddress: service.businessAddress,
    description: service.description,
    features: service.features,
    radius: service.radius,
    status: service.status,
    website: service.website && isWebLink(service.website) ? service.website : null,
    phone: service.phone,
    // A file on this site or a web address; anything else (javascript:) is not offered as a link.
    brochureFile: service.brochureFile && (isWebLink(service.brochureFile) || /^\/(?!\/)/.test(service.brochureFile)) ? service.brochureFile : null,
    isVendorVerified: service.isVendorVerified,
    location: { lat: service.lat, lng: service.lng },
    businessLocation:
      service.businessLat !== null && service.businessLng !== null ? { lat: service.businessLat, lng: service.businessLng } : null,
    country: { code: row.countryCode, name: row.countryName },
    state: { code: row.stateCode, name: row.stateName },
    region: row.regionName !== null && row.regionLink !== null ? { name: row.regionName, link: row.regionLink } : null,
    category: serviceCategory(category),
    owner: row.owner,
    images: media
      .filter((item) => item.isImage)
      .map((item, index) => ({ url: item.url, alt: item.alt ?? photoAlt(service.name, index) })),
    media: media.map(({ url, isImage }) => ({ url, isImage })),
    ...describeServiceMeta(category.attributes, meta),
    unavailableDates: booked.map((item) => item.date),
    allMetaAttributes: meta.map((item) => {
      const attribute = attributeByName.get(item.key);
      return {
        metaId: item.id,
        metaKey: item.key,
        metaValue: item.value,
        primary: attribute?.primary ?? false,
        type: attribute?.type ?? null,
        categoryBased: attribute !== undefined,
      };
    }),
  };
}

