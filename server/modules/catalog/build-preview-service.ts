import { z } from 'zod';
import type { Database } from '../../../db/client';
import { describeServiceMeta, isWebLink } from './describe-service-meta';
import { findCategoryByName } from './find-category';
import { serviceCategory, type ServiceDetail } from './find-service-detail';
import { listCategoriesWithDetails } from './list-categories';
import { photoAlt } from './list-service-cards';

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
  images: z.array(z.string().regex(/^\/images\/[\w\-./]+$/, 'images must be paths under /images/')).max(30).default([]),
  location: z.object({ lat: z.number().min(-90).max(90), lng: z.number().min(-180).max(180) }),
  meta: z.record(z.string().max(100), metaValue).default({}),
  availability: z.array(z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'availability dates are YYYY-MM-DD')).max(400).default([]),
});

export type PreviewServiceResult = { ok: true; service: ServiceDetail } | { ok: false; message: string };

/**
 * A service page's data made from an unsaved listing, so a vendor sees the page before publishing.
 * Nothing is stored; malformed JSON or an invalid listing gives a message saying what is wrong.
 */
export async function buildPreviewService(db: Database, serviceParam: string | null, categoryParam: string | null): Promise<PreviewServiceResult> {
  if (!serviceParam) return { ok: false, message: 'The service parameter is missing: pass the listing as a JSON object.' };
  if (serviceParam.length > 100_000) return { ok: false, message: 'The service parameter is too long.' };
  let json: unknown;
  try {
    json = JSON.parse(serviceParam);
  } catch {
    return { ok: false, message: 'The service parameter is not valid JSON.' };
  }
  const parsed = previewServiceSchema.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    return { ok: false, message: `The service parameter is not a valid listing: ${issue.path.join('.') || 'service'}: ${issue.message}.` };
  }
  const category = categoryParam ? await findCategoryByName(db, categoryParam.slice(0, 100)) : null;
  if (!category) return { ok: false, message: 'The category parameter must name a category, such as venue or wedding-venues.' };
  const attributes = (await listCategoriesWithDetails(db)).find((entry) => entry.id === category.id)?.attributes ?? [];

  const input = parsed.data;
  const meta = Object.entries(input.meta).map(([key, value]) => ({
    key,
    value: typeof value === 'string' ? value : Array.isArray(value) ? JSON.stringify(value) : String(value),
  }));
  return {
    ok: true,
    service: {
      id: 0,
      name: input.name,
      slug: '',
      path: '/preview-service',
      city: input.city,
      shortAddress: input.shortAddress || input.city,
      address: input.address,
      businessAddress: null,
      description: input.description,
      features: input.features,
      radius: null,
      status: null,
      website: input.website && isWebLink(input.website) ? input.website : null,
      phone: input.phone ?? null,
      brochureFile: null,
      isVendorVerified: false,
      location: input.location,
      businessLocation: null,
      country: { code: '', name: '' },
      state: { code: '', name: '' },
      region: null,
      category: serviceCategory(category),
      owner: null,
      images: input.images.map((url, index) => ({ url, alt: photoAlt(input.name, index) })),
      media: input.images.map((url) => ({ url, isImage: true })),
      ...describeServiceMeta(attributes, meta),
      unavailableDates: [...new Set(input.availability)].sort(),
      allMetaAttributes: [],
    },
  };
}
