import { desc, eq } from 'drizzle-orm';
import { z } from 'zod';
import { categories } from '../../../db/schema/catalog';
import { services, type ListingState } from '../../../db/schema/services';
import type { RequestContext } from '../../context';
import { parseInput } from '../../kernel';
import { requireVendor } from './policy';

export const listMyServicesInput = z.object({}).strict();

export type MyService = { id: number; name: string; categoryTitle: string; listingState: ListingState; shortAddress: string; updatedAt: Date };

/** The signed-in vendor's own listings, drafts and unpublished ones included, last edited first. */
export async function listMyServices(ctx: RequestContext, input: unknown): Promise<MyService[]> {
  parseInput(listMyServicesInput, input);
  const vendor = requireVendor(ctx.viewer);
  return ctx.db
    .select({ id: services.id, name: services.name, categoryTitle: categories.title, listingState: services.listingState, shortAddress: services.shortAddress, updatedAt: services.updatedAt })
    .from(services)
    .innerJoin(categories, eq(categories.id, services.categoryId))
    .where(eq(services.userId, vendor.id))
    .orderBy(desc(services.updatedAt), desc(services.id));
}
