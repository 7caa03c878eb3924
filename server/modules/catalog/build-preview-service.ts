import { z } from 'zod';
import type { RequestContext } from '../../context';
import { locatePoint } from '../geo';
import { InvalidInputError, parseInput } from '../../kernel';
import { describeServiceMeta, isWebLink } from './describe-service-meta';
import { findCategoryByName } from './find-category-by-name';
import { findServiceDetail, serviceCategory, type ServiceDetail } from './find-service-detail';
import { listCategoriesWithDetails } from './list-categories-with-details';
import { photoAlt } from './list-service-cards';
import { listingLimits } from '../../../shared/catalog/listing-fields';

const ownImage = z.string().max(300).regex(/^\/images\/[\w\-./]+$/, 'images must be paths under /images/');
const metaValue = z.union([z.string().max(5000), z.number(), z.boolean(), z.array(z.union([z.string().max(200), z.number()])).max(50)]);

/** The listing a vendor is editing, as the query parameter `service` carries it (spec §2). */
export const previewServiceSchema = z.object({
  name: z.string().trim().min(1, 'name is required').max(200),
  description: z.string().max(20_000).default(''),
  address: z.string().max(500).default(''),
  shortAddress: z.string().max(200).default(''),
  city: z.string().max(200).default(''),
  features: z.array(z.string().trim().min(1).max(200)).max(50).default([]),
  website: z.string().max(500).nullish(),
  phone: z.string().max(40).nullish(),
  // Only pictures already uploaded to this site: a preview must not make the page fetch other hosts.
  // Each is its path, or its path and alt text.
  images: z.array(z.union([ownImage, z.object({ url: ownImage, alt: z.string().trim().max(listingLimits.photoAlt).nullish() })])).max(30).default([]),
  brochureFile: z.string().max(300).regex(/^\/images\/[\w\-./]+\.pdf$/, 'brochureFile must be a PDF under /images/').nullish(),
  /** Metres travelled (spec §3's radius), for the categories that travel. */
  radius: z.number().int().min(listingLimits.radiusKm.min * 1000).max(listingLimits.radiusKm.max * 1000).nullish(),
  location: z.object({ lat: z.number().min(-90).max(90), lng: z.number().min(-180).max(180) }),
  meta: z.record(z.string().max(100), metaValue).default({}),
  availability: z.array(z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'availability dates are YYYY-MM-DD')).max(400).default([]),
});

/** A listing already saved, shown as it is stored: its vendor's (or an administrator's) draft, or a published one. */
const savedListingSchema = z.object({ id: z.number().int().positive().max(2_147_483_647) }).strict();

/** The query parameters of /preview-service: the listing as JSON text, and its category's name or slug. */
export const buildPreviewServiceInput = z.object({
  service: z.string().max(100_000, 'The service parameter is too long.').nullish(),
  category: z.string().max(2_000, 'The category parameter must name a category, such as venue or wedding-venues.').nullish(),
});

const refuse = (field: 'service' | 'category', message: string) => new InvalidInputError({ [field]: [message] });

/**
 * A service page's data made from an unsaved listing, so a vendor sees the page before publishing:
 * anyone may ask, nothing is stored. The place (country, state, region) follows the pin, as a save
 * would set it. `{"id": …}` alone stands for a listing as saved (the editor's own preview, which
 * keeps the address short): shown to whoever may read it, its vendor and administrators for a
 * draft; the category parameter is then not needed. Malformed JSON or an invalid listing is
 * refused with one message saying what is wrong (on `service`), an unknown category likewise (on
 * `category`).
 */
export async function buildPreviewService(ctx: RequestContext, input: unknown): Promise<ServiceDetail> {
  const { service: serviceParam, category: categoryParam } = parseInput(buildPreviewServiceInput, input);
  if (!serviceParam) throw refuse('service', 'The service parameter is missing: pass the listing as a JSON object.');
  let json: unknown;
  try {
    json = JSON.parse(serviceParam);
  } catch {
    throw refuse('service', 'The service parameter is not valid JSON.');
  }
  const saved = savedListingSchema.safeParse(json);
  if (saved.success) {
    const detail = await findServiceDetail(ctx, { serviceId: saved.data.id });
    if (!detail) throw refuse('service', 'The service parameter names no listing you can preview.');
    return detail;
  }
  const parsed = previewServiceSchema.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw refuse('service', `The service parameter is not a valid listing: ${issue.path.join('.') || 'service'}: ${issue.message}.`);
  }
  const category = categoryParam ? await findCategoryByName(ctx, { name: categoryParam.slice(0, 100) }) : null;
  if (!category) throw refuse('category', 'The category parameter must name a category, such as venue or wedding-venues.');
  const [categories, place] = await Promise.all([listCategoriesWithDetails(ctx), locatePoint(ctx, parsed.data.location)]);
  const attributes = categories.find((entry) => entry.id === category.id)?.attributes ?? [];

  const listing = parsed.data;
  const images = listing.images.map((image) => (typeof image === 'string' ? { url: image, alt: null } : image));
  const meta = Object.entries(listing.meta).map(([key, value]) => ({
    key,
    value: typeof value === 'string' ? value : Array.isArray(value) ? JSON.stringify(value) : String(value),
  }));
  return {
    id: 0,
    name: listing.name,
    slug: '',
    path: '/preview-service',
    city: listing.city,
    shortAddress: listing.shortAddress || listing.city,
    address: listing.address,
    businessAddress: null,
    description: listing.description,
    features: listing.features,
    radius: listing.radius ?? null,
    status: null,
    website: listing.website && isWebLink(listing.website) ? listing.website : null,
    phone: listing.phone ?? null,
    brochureFile: listing.brochureFile ?? null,
    isVendorVerified: false,
    listingState: 'draft',
    location: listing.location,
    businessLocation: null,
    country: { code: place?.country.code ?? '', name: place?.country.name ?? '' },
    state: { code: place?.state.stateCode ?? '', name: place?.state.name ?? '' },
    region: place?.region ? { name: place.region.name, link: place.region.link } : null,
    category: serviceCategory(category),
    owner: null,
    images: images.map((image, index) => ({ url: image.url, alt: image.alt || photoAlt(listing.name, index) })),
    media: images.map(({ url }) => ({ url, isImage: true })),
    ...describeServiceMeta(attributes, meta),
    unavailableDates: [...new Set(listing.availability)].sort(),
    allMetaAttributes: [],
  };
}
