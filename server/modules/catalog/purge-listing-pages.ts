import { inArray } from 'drizzle-orm';
import { services } from '../../../db/schema/services';
import type { RequestContext } from '../../context';
import { catalogTag, categoryTag, listTag, placeTag, purgePages, serviceTag } from '../../kernel';

/** Where a listing shows: its category and state (null while a draft has no place yet). */
export type ListedPlace = { id: number; categoryId: number; stateId: number | null };

/** The tags of every cached page a listing may show on: its page and cards, its category's and place's lists, the catalog's summaries. */
function listingPageTags(listings: ListedPlace[]): string[] {
  return [
    catalogTag,
    ...listings.flatMap(({ id, categoryId, stateId }) => [serviceTag(id), categoryTag(categoryId), ...(stateId === null ? [] : [placeTag(stateId), listTag(categoryId, stateId)])]),
  ];
}

/**
 * After a write to listings has committed: visitors' pages showing them are rendered afresh, and so
 * are this instance's cached featured cards and counts. `before` names where listings were before
 * a move (or a deletion), so that the pages they left go too. Every catalog write calls it; so must
 * any other module's use case that changes what a listing's visitors see (a suspension, a lapsed
 * subscription): it purges, and checks no permission.
 */
export async function purgeListingPages(ctx: Pick<RequestContext, 'db' | 'pages'>, serviceIds: number[], before: ListedPlace[] = []): Promise<void> {
  const now = serviceIds.length === 0 ? [] : await ctx.db.select({ id: services.id, categoryId: services.categoryId, stateId: services.stateId }).from(services).where(inArray(services.id, serviceIds));
  await purgePages(ctx, listingPageTags([...before, ...now]));
}
