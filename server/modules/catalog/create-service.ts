import { and, count, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { services } from '../../../db/schema/services';
import type { RequestContext } from '../../context';
import { InvalidInputError, parseInput, RefusedError } from '../../kernel';
import { recordAuditEvent } from '../audit/internal';
import { readGeography } from '../geo';
import { listCategoriesWithDetails } from './list-categories-with-details';
import { categoryIdField, listingNameField } from './listing-input';
import { authorizeListingCreation } from './policy';
import { retryingSlugConflicts, uniqueSlug, writeMeta } from './listing-writes';

// The first key of the advisory lock that orders a vendor's new drafts (the second is the vendor).
const draftsLock = 29_001;

export const createServiceInput = z.object({
  categoryId: categoryIdField,
  name: listingNameField,
  /** The vendor's business country (the adapter reads it from the vendor's profile): where the draft starts. */
  countryCode: z.enum(['au', 'nz']).default('au'),
});

/** Drafts a vendor may hold at once (issue 29): each may hold photos in three sizes. */
export const maxDraftsPerVendor = 20;

export const tooManyDraftsMessage = `You have ${maxDraftsPerVendor} draft listings: publish or delete one before starting another.`;

/**
 * A vendor's new listing, as a draft only they (and administrators) see; an administrator's is an
 * unclaimed listing (no owner, status 'unclaimed', audited) for a vendor to claim later. Until the location step
 * it stands at a provisional place, its country's first state, with an empty address: "location
 * not set yet" is `address === ''`. The category's defaults fill the attributes (spec §4).
 * A vendor holds at most `maxDraftsPerVendor` drafts (CONFLICT past it), counted under a lock
 * per vendor so that two tabs at once cannot both take the last place.
 */
export async function createService(ctx: RequestContext, input: unknown): Promise<{ id: number }> {
  const { categoryId, name, countryCode } = parseInput(createServiceInput, input);
  const vendor = authorizeListingCreation(ctx.viewer);
  const [categories, geography] = await Promise.all([listCategoriesWithDetails(ctx), readGeography(ctx)]);
  const category = categories.find((entry) => entry.id === categoryId);
  if (!category) throw new InvalidInputError({ categoryId: ['Choose a category.'] });
  const country = geography.countries.find((entry) => entry.code === countryCode)!;
  const state = geography.states.find((entry) => entry.countryId === country.id)!;
  return retryingSlugConflicts(() => ctx.db.transaction(async (tx) => {
    if (vendor) {
      await tx.execute(sql`select pg_advisory_xact_lock(${draftsLock}, ${vendor.id})`);
      const [{ drafts }] = await tx.select({ drafts: count() }).from(services).where(and(eq(services.userId, vendor.id), eq(services.listingState, 'draft')));
      if (drafts >= maxDraftsPerVendor) throw new RefusedError(tooManyDraftsMessage, 'CONFLICT');
    }
    // The listing's badge follows its owner: another of their listings tells whether they are verified.
    const [sibling] = vendor ? await tx.select({ verified: services.isVendorVerified }).from(services).where(eq(services.userId, vendor.id)).limit(1) : [];
    const place = { stateId: state.id, regionId: null };
    const now = ctx.clock.now();
    const [row] = await tx
      .insert(services)
      .values({
        categoryId,
        userId: vendor?.id ?? null,
        status: vendor ? null : 'unclaimed',
        countryId: country.id,
        ...place,
        name,
        slug: await uniqueSlug(tx, name, place),
        city: '',
        shortAddress: '',
        address: '',
        listingState: 'draft',
        isVendorVerified: sibling?.verified ?? false,
        lat: state.lat,
        lng: state.lng,
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: services.id });
    await writeMeta(tx, row.id, category, [], { defaults: true });
    if (!vendor) await recordAuditEvent({ ...ctx, db: tx }, { action: 'service.create_unclaimed', entityType: 'service', entityId: row.id, after: { name, categoryId, status: 'unclaimed' } });
    return { id: row.id };
  }));
}
