import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { services } from '../../../db/schema/services';
import type { RequestContext } from '../../context';
import { requireRole, idField, parseInput } from '../../kernel';
import { recordAuditEvent } from '../audit/internal';
import { holdListings, releaseListings } from './listing-holds';
import { listingNotFound } from './policy';

const serviceIdField = idField('There is no such listing.');

export const hideListingInput = z.object({
  serviceId: serviceIdField,
  reason: z.string({ error: 'Say why the listing is hidden.' }).trim().min(1, 'Say why the listing is hidden.').max(500, 'The reason may be at most 500 characters.'),
});

async function lockListing(ctx: RequestContext, serviceId: number) {
  const [listing] = await ctx.db.select({ id: services.id, verified: services.isVendorVerified }).from(services).where(eq(services.id, serviceId)).for('update');
  if (!listing) throw listingNotFound();
  return listing;
}

/** An administrator hides a listing from every public read, with a reason (a hold of kind 'administrator'). Audited. */
export async function hideListing(ctx: RequestContext, input: unknown): Promise<{ serviceId: number }> {
  const { serviceId, reason } = parseInput(hideListingInput, input);
  const admin = requireRole(ctx.viewer, 'administrator');
  await ctx.db.transaction(async (db) => {
    const tx = { ...ctx, db };
    await lockListing(tx, serviceId);
    await holdListings(tx, { serviceIds: [serviceId], kind: 'administrator', reason, heldBy: admin.id });
    await recordAuditEvent(tx, { action: 'service.hide', entityType: 'service', entityId: serviceId, before: { hidden: false }, after: { hidden: true }, reason });
  });
  return { serviceId };
}

export const unhideListingInput = z.object({ serviceId: serviceIdField });

/** An administrator ends their hold; the listing shows again unless another cause holds it. Audited. */
export async function unhideListing(ctx: RequestContext, input: unknown): Promise<{ serviceId: number }> {
  const { serviceId } = parseInput(unhideListingInput, input);
  requireRole(ctx.viewer, 'administrator');
  await ctx.db.transaction(async (db) => {
    const tx = { ...ctx, db };
    await lockListing(tx, serviceId);
    await releaseListings(tx, { serviceIds: [serviceId], kind: 'administrator' });
    await recordAuditEvent(tx, { action: 'service.unhide', entityType: 'service', entityId: serviceId, before: { hidden: true }, after: { hidden: false } });
  });
  return { serviceId };
}

export const setListingVerifiedInput = z.object({
  serviceId: serviceIdField,
  verified: z.preprocess((value) => !(value === false || value === 'false'), z.boolean()),
});

/**
 * An administrator marks one listing verified (or not): for a listing checked by hand, such as an
 * unclaimed one. A vendor's verification sets all their listings at once (verifyVendor). Audited.
 */
export async function setListingVerified(ctx: RequestContext, input: unknown): Promise<{ serviceId: number; verified: boolean }> {
  const { serviceId, verified } = parseInput(setListingVerifiedInput, input);
  requireRole(ctx.viewer, 'administrator');
  await ctx.db.transaction(async (db) => {
    const tx = { ...ctx, db };
    const listing = await lockListing(tx, serviceId);
    await db.update(services).set({ isVendorVerified: verified, updatedAt: ctx.clock.now() }).where(eq(services.id, serviceId));
    await ctx.searchIndex({ db }, { serviceIds: [serviceId] });
    await recordAuditEvent(tx, { action: 'service.verified', entityType: 'service', entityId: serviceId, before: { verified: listing.verified }, after: { verified } });
  });
  return { serviceId, verified };
}
