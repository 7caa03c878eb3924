import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { serviceVotes } from '../../../db/schema/engagement';
import type { RequestContext } from '../../context';
import { requireSignedIn, parseInput, purgePages, serviceTag } from '../../kernel';
import { listServiceOwners } from '../catalog';
import { findServiceEngagement, type ServiceEngagement } from './find-service-engagement';
import { noSuchService, serviceIdField, voteField } from './input-fields';
import { assertMayVote } from './policy';
import { addToWishlist } from './wishlist-entries';

export const voteServiceInput = z.object({ id: serviceIdField, vote: voteField });

/**
 * Spec §4: the viewer's hearts for a service. 1–5 sets their one vote (replacing any earlier one)
 * and first puts the service in their wishlist; 0 takes the vote back. Answers the service's new
 * average and count, so the page shows them at once.
 */
export async function voteService(ctx: RequestContext, input: unknown): Promise<ServiceEngagement> {
  const { id, vote } = parseInput(voteServiceInput, input);
  const couple = requireSignedIn(ctx.viewer);
  // Only a listing the public sees can be rated (the catalog's one rule).
  const owners = await listServiceOwners(ctx, { serviceIds: [id], publicOnly: true });
  if (!owners.has(id)) throw noSuchService();
  assertMayVote(couple, owners.get(id)?.id ?? null);
  const own = and(eq(serviceVotes.serviceId, id), eq(serviceVotes.userId, couple.id));
  if (vote === 0) {
    await ctx.db.delete(serviceVotes).where(own);
  } else {
    // The vote and the wishlist entry are stored together or not at all (a full wishlist refuses both).
    const now = ctx.clock.now();
    await ctx.db.transaction(async (tx) => {
      await addToWishlist(tx, couple.id, id, now);
      await tx
        .insert(serviceVotes)
        .values({ serviceId: id, userId: couple.id, vote })
        .onConflictDoUpdate({ target: [serviceVotes.serviceId, serviceVotes.userId], set: { vote, votedAt: now } });
    });
  }
  // The listing's rating, on its page and its cards.
  await purgePages(ctx, [serviceTag(id)]);
  return findServiceEngagement(ctx, { serviceId: id });
}
