import { and, asc, eq, getTableColumns, gte, lte, sql } from 'drizzle-orm';
import { z } from 'zod';
import { serviceMedia, serviceMeta, services, serviceUnavailableDates, type ListingState } from '../../../db/schema/services';
import { availabilityWindow } from '../../../shared/catalog/availability-window';
import type { RequestContext } from '../../context';
import { parseInput } from '../../kernel';
import { listPeople } from '../accounts';
import { readGeography } from '../geo';
import { canonicalServicePath } from './canonical-service-path';
import { describeServiceMeta, isWebLink, type DescribedServiceMeta } from './describe-service-meta';
import type { CategoryRecord } from './list-categories';
import { listCategoriesWithDetails } from './list-categories-with-details';
import { photoAlt } from './list-service-cards';
import { serviceOwnerOf, type ServiceOwner } from './list-service-owners';
import { mayEditListing } from './policy';

const maxId = 2_147_483_647;

/**
 * Any id a page or client may ask for: one that is not a positive 32-bit integer names no service,
 * so it reads as null (and costs no query) rather than as a refusal.
 */
export const serviceDetailInput = z.object({
  serviceId: z.unknown().transform((value) => (typeof value === 'number' && Number.isInteger(value) && value > 0 && value <= maxId ? value : null)),
});

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
  /** Anything but 'published' only ever reaches the listing's vendor and administrators. */
  listingState: ListingState;
  location: { lat: number; lng: number };
  businessLocation: { lat: number; lng: number } | null;
  country: { code: string; name: string };
  state: { code: string; name: string };
  region: { name: string; link: string } | null;
  category: { id: number; name: string; title: string; slug: string; singularName: string; pluralName: string };
  owner: ServiceOwner | null;
  images: { url: string; alt: string }[];
  media: { url: string; isImage: boolean }[];
  /** Booked-out days (YYYY-MM-DD) from today through the calendar's last month. */
  unavailableDates: string[];
  allMetaAttributes: RawMetaAttribute[];
};

/**
 * Everything the service page shows about one service: anyone may read a published listing nothing holds, only its vendor and administrators another. Four queries run
 * together (the service, media, meta, booked-out days), then one for its vendor when it has one;
 * places and category attributes come from the cached reference data. An id that is not a positive
 * 32-bit integer, or unknown, gives null. The calendar's days count from `ctx.clock`'s today.
 */
export async function findServiceDetail(ctx: RequestContext, input: unknown): Promise<ServiceDetail | null> {
  const { serviceId: id } = parseInput(serviceDetailInput, input);
  if (id === null) return null;
  const { db } = ctx;
  const { from, until } = availabilityWindow(ctx.clock.now());
  const [[service], media, meta, booked, categories, geography] = await Promise.all([
    db
      .select({ ...getTableColumns(services), held: sql<boolean>`exists (select 1 from service_holds h where h.service_id = ${services.id})` })
      .from(services)
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
    listCategoriesWithDetails(ctx),
    readGeography(ctx),
  ]);
  if (!service || !mayRead(ctx, service)) return null;
  const category = categories.find((entry) => entry.id === service.categoryId);
  const country = geography.countries.find((entry) => entry.id === service.countryId);
  const state = geography.states.find((entry) => entry.id === service.stateId);
  if (!category || !country || !state) return null;
  const region = service.regionId === null ? undefined : geography.regions.find((entry) => entry.id === service.regionId);
  const owner = service.userId === null ? undefined : (await listPeople(ctx, { userIds: [service.userId] })).get(service.userId);

  const attributeByName = new Map(category.attributes.map((attribute) => [attribute.name, attribute]));
  return {
    id: service.id,
    name: service.name,
    slug: service.slug,
    path: canonicalServicePath({ ...service, categorySlug: category.categorySlug, countryCode: country.code, stateCode: state.stateCode }),
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
    listingState: service.listingState,
    location: { lat: service.lat, lng: service.lng },
    businessLocation:
      service.businessLat !== null && service.businessLng !== null ? { lat: service.businessLat, lng: service.businessLng } : null,
    country: { code: country.code, name: country.name },
    state: { code: state.stateCode, name: state.name },
    region: region ? { name: region.name, link: region.link } : null,
    category: serviceCategory(category),
    owner: owner ? serviceOwnerOf(owner) : null,
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


/** Drafts, unpublished and held listings are private to their vendor and administrators. */
function mayRead({ viewer }: RequestContext, service: { listingState: ListingState; held: boolean; userId: number | null }): boolean {
  if (service.listingState === 'published' && !service.held) return true;
  return mayEditListing(viewer, service.userId);
}
