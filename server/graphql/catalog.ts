import { builder } from './builder';
import { withHeartsAndScores } from '../http/shown-cards';
import type { WishlistFlag } from '../modules/engagement';
import type { WithReviewScore } from '../modules/reviews';
import {
  findCategoryByName,
  listCategoriesWithDetails,
  listFeaturedServices,
  type AttributeRecord,
  type CategoryWithDetails,
  type ServiceCardData,
} from '../modules/catalog';
import { listPlans, type BillingPlanRecord } from '../modules/billing';
import { ReviewScoreType } from './reviews';
import { useCaseResolver } from './use-case-resolver';

const Attribute = builder.objectRef<AttributeRecord>('Attribute').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    name: t.exposeString('name'),
    label: t.exposeString('label'),
    group: t.exposeString('group'),
    type: t.exposeString('type', { description: 'range, number, checkbox_group, radio or radius' }),
    options: t.field({ type: 'JSON', description: 'min, max, default, step or choices', resolve: (a) => a.options }),
    primary: t.exposeBoolean('primary'),
  }),
});

const BillingPlanMetadata = builder.objectRef<{ attribute?: string }>('BillingPlanMetadata').implement({
  fields: (t) => ({
    attribute: t.string({ nullable: true, resolve: (metadata) => metadata.attribute ?? null }),
  }),
});

export const BillingPlan = builder.objectRef<BillingPlanRecord>('BillingPlan').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    title: t.exposeString('title'),
    amount: t.exposeInt('amount', { description: 'Minor units (cents), tax included' }),
    currency: t.exposeString('currency'),
    interval: t.exposeString('interval', { description: 'year, otherwise monthly' }),
    country_code: t.exposeString('countryCode'),
    metadata: t.field({ type: BillingPlanMetadata, resolve: (plan) => plan.metadata }),
  }),
});

const Category = builder.objectRef<CategoryWithDetails>('Category').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    name: t.exposeString('name'),
    order: t.exposeInt('order'),
    title: t.exposeString('title'),
    category_slug: t.exposeString('categorySlug'),
    singular_name: t.exposeString('singularName'),
    plural_name: t.exposeString('pluralName'),
    description: t.exposeString('description', { nullable: true }),
    icon: t.exposeString('icon'),
    attributes: t.field({ type: [Attribute], resolve: (category) => category.attributes }),
    billingPlans: t.field({ type: [BillingPlan], description: 'Sorted by add-on attribute, then interval (spec §9)', resolve: (category, _args, ctx) => listPlans(ctx, { categoryId: category.id }) }),
  }),
});

export const ServiceCardImage = builder.objectRef<ServiceCardData['images'][number]>('ServiceCardImage').implement({
  fields: (t) => ({ url: t.exposeString('url'), alt: t.exposeString('alt') }),
});

export const ServiceCardAttribute = builder.objectRef<ServiceCardData['primaryAttributes'][number]>('ServiceCardAttribute').implement({
  fields: (t) => ({
    name: t.exposeString('name'),
    label: t.exposeString('label'),
    value: t.exposeString('value', { description: 'Ready to read: "$120 per person", "Rustic, Garden"' }),
  }),
});

/** What a card in a carousel or a result list shows of a service. */
export const ServiceCard = builder.objectRef<ServiceCardData & WishlistFlag & WithReviewScore>('ServiceCard').implement({
  fields: (t) => ({
    id: t.exposeInt('id'),
    name: t.exposeString('name'),
    slug: t.exposeString('slug'),
    path: t.exposeString('path', { description: 'The canonical service page' }),
    shortAddress: t.exposeString('shortAddress'),
    regionName: t.exposeString('regionName', { nullable: true }),
    stateCode: t.exposeString('stateCode'),
    stateName: t.exposeString('stateName'),
    countryName: t.exposeString('countryName'),
    categoryId: t.exposeInt('categoryId'),
    categoryName: t.exposeString('categoryName'),
    categoryTitle: t.exposeString('categoryTitle'),
    isVendorVerified: t.exposeBoolean('isVendorVerified'),
    inWishlist: t.exposeBoolean('inWishlist', { description: "Whether the service is in the viewer's wishlist (false for visitors)" }),
    images: t.field({ type: [ServiceCardImage], resolve: (card) => card.images }),
    primaryAttributes: t.field({ type: [ServiceCardAttribute], resolve: (card) => card.primaryAttributes }),
    reviewScore: t.field({ type: ReviewScoreType, description: 'The reviews’ count, and their average from 3 reviews (issue 32)', resolve: (card) => card.reviewScore }),
  }),
});

builder.queryFields((t) => ({
  categories: t.field({ type: [Category], resolve: useCaseResolver(listCategoriesWithDetails) }),
  getCategory: t.field({
    type: Category,
    nullable: true,
    description: 'One category by machine name (venue) or slug (wedding-venues)',
    args: { name: t.arg.string({ required: true }) },
    resolve: async (_root, { name }, ctx) => {
      const category = await findCategoryByName(ctx, { name });
      if (!category) return null;
      return (await listCategoriesWithDetails(ctx)).find((entry) => entry.id === category.id) ?? null;
    },
  }),
  getFeaturedServicesByCategory: t.field({
    type: [ServiceCard],
    description: "Verified services of a category, in a rotation that changes daily (the home page's featured carousel)",
    args: {
      category: t.arg.string({ required: true }),
      limit: t.arg.int({ defaultValue: 8, description: '1 to 24' }),
    },
    resolve: async (_root, { category, limit }, ctx) => {
      return withHeartsAndScores(ctx, await listFeaturedServices(ctx, { category, limit: limit ?? undefined }));
    },
  }),
}));
