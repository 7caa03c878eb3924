import { asc, eq } from 'drizzle-orm';
import { z } from 'zod';
import { attributeGroups } from '../../../db/schema/catalog';
import { serviceMedia, serviceMeta, services, type ListingState } from '../../../db/schema/services';
import type { RequestContext } from '../../context';
import { readGeography } from '../geo';
import { parseInput, type FieldErrors } from '../../kernel';
import { canonicalServicePath } from './canonical-service-path';
import type { AttributeRecord, CategoryRecord } from './list-categories';
import { listCategoriesWithDetails } from './list-categories-with-details';
import { listingExtraChoices, raiseChoiceLimits } from './listing-choice-limits';
import { serviceIdField } from './listing-input';
import { authorizeListingEdit } from './policy';
import { missingForPublishing } from './publish-service';

export const findEditableServiceInput = z.object({ id: serviceIdField });

export type EditableService = {
  id: number;
  name: string;
  slug: string;
  path: string;
  listingState: ListingState;
  category: CategoryRecord;
  /** The attributes a vendor fills in (never the hidden group), in the category's order, with the maximums the listing's add-ons allow. */
  attributes: AttributeRecord[];
  description: string;
  features: string[];
  website: string | null;
  phone: string | null;
  address: string;
  shortAddress: string;
  lat: number;
  lng: number;
  /** Kilometres; null for categories that do not travel. */
  radiusKm: number | null;
  place: { country: string; state: string; region: string | null };
  /** Stored meta values by key (attributes and links), as service_meta holds them. */
  meta: Record<string, string>;
  photos: { id: number; url: string; alt: string | null }[];
  /** What publishing still needs, per field; empty when the listing is complete. */
  missing: FieldErrors;
};

/** Everything the listing editor shows: the listing's vendor and administrators only. */
export async function findEditableService(ctx: RequestContext, input: unknown): Promise<EditableService> {
  const { id } = parseInput(findEditableServiceInput, input);
  await authorizeListingEdit(ctx, id);
  const [[row], meta, photos, categories, geography, missing, extraChoices] = await Promise.all([
    ctx.db.select().from(services).where(eq(services.id, id)),
    ctx.db.select({ key: serviceMeta.metaKey, value: serviceMeta.metaValue }).from(serviceMeta).where(eq(serviceMeta.serviceId, id)),
    ctx.db
      .select({ id: serviceMedia.id, url: serviceMedia.url, alt: serviceMedia.alt })
      .from(serviceMedia)
      .where(eq(serviceMedia.serviceId, id))
      .orderBy(asc(serviceMedia.position), asc(serviceMedia.id)),
    listCategoriesWithDetails(ctx),
    readGeography(ctx),
    missingForPublishing(ctx, id),
    listingExtraChoices(ctx, id),
  ]);
  const { attributes, ...category } = categories.find((entry) => entry.id === row.categoryId)!;
  const country = geography.countries.find((entry) => entry.id === row.countryId)!;
  const state = geography.states.find((entry) => entry.id === row.stateId)!;
  const region = geography.regions.find((entry) => entry.id === row.regionId);
  return {
    id,
    name: row.name,
    slug: row.slug,
    path: canonicalServicePath({ id, slug: row.slug, categorySlug: category.categorySlug, countryCode: country.code, stateCode: state.stateCode }),
    listingState: row.listingState,
    category,
    // Checkbox groups show the maximum the vendor's add-ons allow (Extra Styles), as the save checks it.
    attributes: raiseChoiceLimits(attributes.filter((attribute) => attribute.group !== attributeGroups.hidden), extraChoices),
    description: row.description,
    features: row.features,
    website: row.website,
    phone: row.phone,
    address: row.address,
    shortAddress: row.shortAddress,
    lat: row.lat,
    lng: row.lng,
    radiusKm: row.radius === null ? null : Math.round(row.radius / 1000),
    place: { country: country.name, state: state.name, region: region?.name ?? null },
    meta: Object.fromEntries(meta.map((entry) => [entry.key, entry.value])),
    photos: photos.filter((photo) => !/^https?:/.test(photo.url)),
    missing,
  };
}
