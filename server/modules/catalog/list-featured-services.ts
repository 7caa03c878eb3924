import { and, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { services } from '../../../db/schema/services';
import type { RequestContext } from '../../context';
import { parseInput, readReferenceData } from '../../kernel';
import { findCategoryByName } from './find-category-by-name';
import { listServiceCards, type ServiceCardData } from './list-service-cards';
import { isPublished } from './published';

export const featuredServicesInput = z.object({
  category: z.string().max(100),
  limit: z.number().int().min(1).max(24).default(8),
});

/**
 * Verified listings of a category for the home page's featured carousel. Which ones is a fair
 * rotation, not a paid position: a hash of the id and today's date orders them, so every verified
 * vendor takes turns and the choice is stable for a day (and cacheable). An unknown category has none.
 */
export async function listFeaturedServices(ctx: RequestContext, input: unknown): Promise<ServiceCardData[]> {
  const { category: name, limit } = parseInput(featuredServicesInput, input);
  const { db } = ctx;
  const category = await findCategoryByName(ctx, { name });
  if (!category) return [];
  const today = ctx.clock.now().toISOString().slice(0, 10);
  // The cards themselves are cached with the choice: the home page then renders them without a query.
  return readReferenceData(db, `featured:${category.id}:${limit}`, async () => {
    const rows = await db
      .select({ id: services.id })
      .from(services)
      .where(and(eq(services.categoryId, category.id), eq(services.isVendorVerified, true), isPublished))
      .orderBy(sql`md5(${services.id}::text || ${today})`)
      .limit(limit);
    return listServiceCards(ctx, { serviceIds: rows.map((row) => row.id) });
  });
}
