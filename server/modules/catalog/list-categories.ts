import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { attributes, billingPlans, categories } from '../../../db/schema/catalog';
import { countries } from '../../../db/schema/geo';
import { readReferenceData } from '../platform/reference-cache';

export type CategoryRecord = typeof categories.$inferSelect;
export type AttributeRecord = typeof attributes.$inferSelect;
export type BillingPlanRecord = typeof billingPlans.$inferSelect & { countryCode: string };
export type CategoryWithDetails = CategoryRecord & {
  attributes: AttributeRecord[];
  billingPlans: BillingPlanRecord[];
};

/** The categories in display order (reference data: read at most every few seconds). */
export function listCategories(db: Database): Promise<CategoryRecord[]> {
  return readReferenceData(db, 'categories', () => db.select().from(categories).orderBy(asc(categories.order)));
}

/**
 * Categories with their attributes and billing plans, in three queries whatever their number;
 * reference data like the categories themselves, so a service page costs no query for them.
 */
export function listCategoriesWithDetails(db: Database): Promise<CategoryWithDetails[]> {
  return readReferenceData(db, 'categories-with-details', () => loadCategoriesWithDetails(db));
}

async function loadCategoriesWithDetails(db: Database): Promise<CategoryWithDetails[]> {
  const [categoryRows, attributeRows, planRows] = await Promise.all([
    listCategories(db),
    db.select().from(attributes).orderBy(asc(attributes.order), asc(attributes.id)),
    db
      .select({ plan: billingPlans, countryCode: countries.code })
      .from(billingPlans)
      .innerJoin(countries, eq(countries.id, billingPlans.countryId))
      .orderBy(asc(billingPlans.id)),
  ]);
  return categoryRows.map((category) => ({
    ...category,
    attributes: attributeRows.filter((attribute) => attribute.categoryId === category.id),
    billingPlans: planRows
      .filter(({ plan }) => plan.categoryId === category.id)
      .map(({ plan, countryCode }) => ({ ...plan, countryCode })),
  }));
}
