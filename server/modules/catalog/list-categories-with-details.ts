import { asc } from 'drizzle-orm';
import { attributes, billingPlans } from '../../../db/schema/catalog';
import type { RequestContext } from '../../context';
import { readGeography } from '../geo';
import { readReferenceData } from '../platform';
import { listCategories, type CategoryWithDetails } from './list-categories';

/**
 * Categories with their attributes and billing plans (each with its country's code): two queries
 * whatever their number, beside the cached categories and geography. Reference data like the
 * categories themselves, so a service page costs no query for them. It takes no input.
 */
export function listCategoriesWithDetails(ctx: RequestContext): Promise<CategoryWithDetails[]> {
  return readReferenceData(ctx.db, 'categories-with-details', () => loadCategoriesWithDetails(ctx));
}

async function loadCategoriesWithDetails(ctx: RequestContext): Promise<CategoryWithDetails[]> {
  const { db } = ctx;
  const [categoryRows, attributeRows, planRows, geography] = await Promise.all([
    listCategories(ctx),
    db.select().from(attributes).orderBy(asc(attributes.order), asc(attributes.id)),
    db.select().from(billingPlans).orderBy(asc(billingPlans.id)),
    readGeography(ctx),
  ]);
  const countryCodeById = new Map(geography.countries.map((country) => [country.id, country.code]));
  return categoryRows.map((category) => ({
    ...category,
    attributes: attributeRows.filter((attribute) => attribute.categoryId === category.id),
    billingPlans: planRows.flatMap((plan) => {
      const countryCode = countryCodeById.get(plan.countryId);
      return plan.categoryId === category.id && countryCode !== undefined ? [{ ...plan, countryCode }] : [];
    }),
  }));
}
