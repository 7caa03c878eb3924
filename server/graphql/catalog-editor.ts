import type { RequestContext } from '../context';
import { findServiceEngagement } from '../modules/engagement';
import { createService, deleteService, findServiceDetail, listMyServices, publishService, unpublishService, updateService, type MyService } from '../modules/catalog';
import { withWireNames } from '../kernel';
import { builder } from './builder';
import { Service } from './catalog-service';
import { useCaseResolver } from './use-case-resolver';

/** The listing editor (issue 19): a vendor's own listings, drafts included, and their writes. */

const MetaInput = builder.inputType('MetaInput', {
  fields: (t) => ({
    meta_key: t.string({ required: true, description: 'An attribute name of the category, social_link__{instagram|pinterest|facebook}, video1_link or video2_link' }),
    meta_value: t.string({ description: 'Plain text or a JSON string (spec §3): "120", "[\\"garden\\"]", "[4,8]"; null or "" clears the value' }),
  }),
});

const MyServiceType = builder.objectRef<MyService>('MyService').implement({
  fields: (t) => ({
    id: t.exposeInt('id'),
    name: t.exposeString('name'),
    category_title: t.exposeString('categoryTitle'),
    listing_state: t.exposeString('listingState', { description: 'draft, published or unpublished' }),
    short_address: t.exposeString('shortAddress', { description: "'' until the location step is saved" }),
    updated_at: t.string({ resolve: (service) => service.updatedAt.toISOString() }),
  }),
});

/** The listing as its page shows it (its vendor may read a draft). */
async function serviceFor(ctx: RequestContext, id: number) {
  const detail = await findServiceDetail(ctx, { serviceId: id });
  return detail && { ...detail, engagement: await findServiceEngagement(ctx, { serviceId: id }) };
}

type UpdateArgs = Record<string, unknown> & { meta?: { meta_key: string; meta_value?: string | null }[] | null };

builder.queryField('myServices', (t) =>
  t.field({ type: [MyServiceType], description: "The signed-in vendor's own listings, drafts and unpublished ones included", resolve: useCaseResolver(listMyServices) }),
);

builder.mutationFields((t) => ({
  createService: t.field({
    type: Service,
    nullable: true,
    description: "Starts a listing as a draft only its vendor sees; its place waits for updateService's address and pin",
    args: {
      category_id: t.arg.int({ required: true }),
      name: t.arg.string({ required: true }),
      country_code: t.arg.string({ description: 'au or nz: where the draft starts (the vendor’s business country)' }),
    },
    resolve: async (root, args, ctx) => serviceFor(ctx, (await useCaseResolver(createService)(root, args, ctx)).id),
  }),
  updateService: t.field({
    type: Service,
    nullable: true,
    description: 'Saves some of a listing’s fields (an editor step); the others stay as they are',
    args: {
      id: t.arg.int({ required: true }),
      name: t.arg.string(),
      category_id: t.arg.int(),
      description: t.arg.string(),
      features: t.arg.stringList(),
      website: t.arg.string(),
      phone: t.arg.string(),
      address: t.arg.string({ description: 'Postal codes are stripped' }),
      lat: t.arg.float({ description: 'The pin: state and region are derived from it' }),
      lng: t.arg.float(),
      radius: t.arg.int({ description: 'Kilometres travelled, 1 to 400 (categories that travel)' }),
      meta: t.arg({ type: [MetaInput] }),
    },
    resolve: async (_root, args, ctx) => {
      const { meta, ...fields } = Object.fromEntries(Object.entries(args).filter(([, value]) => value !== null && value !== undefined)) as UpdateArgs;
      const input = meta ? { ...fields, meta: meta.map((entry) => ({ metaKey: entry.meta_key, metaValue: entry.meta_value ?? null })) } : fields;
      const { id } = await withWireNames(input, (camelCased) => updateService(ctx, camelCased));
      return serviceFor(ctx, id);
    },
  }),
  deleteService: t.boolean({
    description: 'Removes a listing and its pictures for good',
    args: { id: t.arg.int({ required: true }) },
    resolve: async (root, args, ctx) => Boolean(await useCaseResolver(deleteService)(root, args, ctx)),
  }),
  publishService: t.field({
    type: Service,
    nullable: true,
    description: "Shows a complete listing to everyone (search, place pages, carousels, the sitemap); refused with what is missing, per field",
    args: { id: t.arg.int({ required: true }) },
    resolve: async (root, args, ctx) => serviceFor(ctx, (await useCaseResolver(publishService)(root, args, ctx)).id),
  }),
  unpublishService: t.field({
    type: Service,
    nullable: true,
    description: 'Takes a listing out of sight; its vendor keeps editing it',
    args: { id: t.arg.int({ required: true }) },
    resolve: async (root, args, ctx) => serviceFor(ctx, (await useCaseResolver(unpublishService)(root, args, ctx)).id),
  }),
}));
