import { builder } from '../../graphql/builder';
import {
  listCategoriesWithDetails,
  type AttributeRecord,
  type BillingPlanRecord,
  type CategoryWithDetails,
} from './list-categories';

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

const BillingPlan = builder.objectRef<BillingPlanRecord>('BillingPlan').implement({
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
    billingPlans: t.field({ type: [BillingPlan], resolve: (category) => category.billingPlans }),
  }),
});

builder.queryField('categories', (t) =>
  t.field({ type: [Category], resolve: (_root, _args, { db }) => listCategoriesWithDetails(db) }),
);
