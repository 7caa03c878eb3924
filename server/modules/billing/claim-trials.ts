import { and, eq, inArray } from 'drizzle-orm';
import { billingSubscriptions } from '../../../db/schema/billing';
import { claimTrialDays } from '../../../shared/billing/prices';
import type { RequestContext } from '../../context';
import { recordAuditEvent } from '../audit/internal';
import { listServiceLinks } from '../catalog';
import { holdListings, listHeldListings, maxServicesPerRead } from '../catalog/internal';
import { listApprovedClaims } from '../vendors/internal';
import { listableStatuses } from './subscription-machine';

const dayMs = 24 * 60 * 60 * 1000;

/** A claimed listing still public on its claim's days to subscribe, its vendor not (yet) subscribed in its category. */
export type ClaimTrial = { serviceId: number; name: string; path: string; vendorId: number; category: { id: number; title: string; name: string }; endsAt: Date };

export const claimTrialEndedReason = `The ${claimTrialDays} days to subscribe after the listing’s claim was approved have ended.`;

/**
 * The days to subscribe of approved claims (of one vendor, or all): the listing is still the
 * claimant's, no billing hold is on it, and the vendor has no active or grace subscription in its
 * category. Whether the days have run out is the caller's to compare with `endsAt`.
 */
export async function listClaimTrials(ctx: RequestContext, vendorId?: number): Promise<ClaimTrial[]> {
  const claims = await listApprovedClaims(ctx, { vendorId });
  const trials: ClaimTrial[] = [];
  for (let start = 0; start < claims.length; start += maxServicesPerRead) {
    const batch = claims.slice(start, start + maxServicesPerRead);
    const serviceIds = batch.map((claim) => claim.serviceId);
    const [links, held] = await Promise.all([listServiceLinks(ctx, { serviceIds }), listHeldListings(ctx, { serviceIds, kind: 'billing' })]);
    for (const claim of batch) {
      const link = links.get(claim.serviceId);
      if (!link || link.ownerId !== claim.vendorId || held.has(claim.serviceId)) continue;
      trials.push({ serviceId: link.id, name: link.name, path: link.path, vendorId: claim.vendorId, category: link.category, endsAt: new Date(claim.approvedAt.getTime() + claimTrialDays * dayMs) });
    }
  }
  if (trials.length === 0) return trials;
  const subscribed = await ctx.db
    .select({ vendorId: billingSubscriptions.vendorId, categoryId: billingSubscriptions.categoryId })
    .from(billingSubscriptions)
    .where(and(inArray(billingSubscriptions.vendorId, [...new Set(trials.map((trial) => trial.vendorId))]), inArray(billingSubscriptions.status, listableStatuses)));
  return trials.filter((trial) => !subscribed.some((row) => row.vendorId === trial.vendorId && row.categoryId === trial.category.id));
}

/**
 * The billing job's step for claims whose days to subscribe ran out: each listing whose vendor has
 * not subscribed in its category is held (kind 'billing', like an unpaid subscription's, so
 * paying for a subscription there releases it). Nothing is invoiced or charged. Each hold is
 * decided under a lock of the vendor's subscriptions there (a payment may arrive meanwhile) and
 * audited. Answers how many listings were held.
 */
export async function holdEndedClaimTrials(ctx: RequestContext): Promise<number> {
  const now = ctx.clock.now();
  const ended = (await listClaimTrials(ctx)).filter((trial) => trial.endsAt <= now);
  let held = 0;
  for (const trial of ended) {
    held += await ctx.db.transaction(async (db) => {
      const subscriptions = await db
        .select({ status: billingSubscriptions.status })
        .from(billingSubscriptions)
        .where(and(eq(billingSubscriptions.vendorId, trial.vendorId), eq(billingSubscriptions.categoryId, trial.category.id)))
        .for('update');
      if (subscriptions.some((row) => listableStatuses.includes(row.status))) return 0;
      const tx = { ...ctx, db };
      await holdListings(tx, { serviceIds: [trial.serviceId], kind: 'billing', reason: claimTrialEndedReason, heldBy: null });
      await recordAuditEvent(tx, {
        action: 'service.claim_trial_ended',
        entityType: 'service',
        entityId: trial.serviceId,
        before: { vendorId: trial.vendorId, trialEndsAt: trial.endsAt.toISOString() },
        after: { held: 'billing' },
        reason: claimTrialEndedReason,
      });
      return 1;
    });
  }
  return held;
}
