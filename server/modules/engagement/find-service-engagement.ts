import { and, eq, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import { serviceVotes, wishlistNotes, wishlists, wishlistServices } from '../../../db/schema/engagement';
import type { RequestContext } from '../../context';
import { parseInput } from '../../kernel';
import { wishlistedIdsInput } from './find-wishlisted-ids';
import { serviceIdField } from './input-fields';
import { averageVoteOf, voteCountOf } from './service-rating';

export const serviceEngagementInput = z.object({
  serviceId: serviceIdField,
  /** Cards shown beside it (the page's nearby services): which of them the viewer has wishlisted. */
  cardIds: wishlistedIdsInput.shape.serviceIds.default([]),
});

/** A service's wishlist hearts, and what the viewer has done with it (nothing, for a visitor). */
export type ServiceEngagement = {
  serviceId: number;
  /** Every couple's hearts averaged, null while there are none: GraphQL's spec §7 rating only, never shown as the listing's score. */
  rating: number | null;
  votes: number;
  inWishlist: boolean;
  /** The viewer's own vote, 0 when none. */
  vote: number;
  /** The viewer's wishlist, null until they first add a service. */
  wishlistId: number | null;
  /** The viewer's private note on the service: theirs alone. */
  note: { id: number; text: string } | null;
};

const listedCard = alias(wishlistServices, 'listed_card');

/**
 * The rating and the viewer's own facts for one service page, and which of its cards (`cardIds`)
 * they have wishlisted, in one query: anyone may ask, each learns only their own.
 */
export async function findServiceEngagement(ctx: RequestContext, input: unknown): Promise<ServiceEngagement & { wishlistedCardIds: number[] }> {
  const { serviceId, cardIds } = parseInput(serviceEngagementInput, input);
  const { db, viewer } = ctx;
  const rating = { rating: averageVoteOf(serviceId), votes: voteCountOf(serviceId) };
  if (!viewer) {
    const [row] = await db.select(rating).from(sql`(select 1) as one`);
    return { serviceId, ...row, inWishlist: false, vote: 0, wishlistId: null, note: null, wishlistedCardIds: [] };
  }
  const wishlistedCards =
    cardIds.length > 0
      ? sql<number[]>`array(${db
          .select({ serviceId: listedCard.serviceId })
          .from(listedCard)
          .where(and(eq(listedCard.wishlistId, wishlists.id), inArray(listedCard.serviceId, cardIds)))})`
      : sql<number[]>`'{}'::int[]`;
  const [row] = await db
    .select({
      ...rating,
      wishlistId: wishlists.id,
      listed: wishlistServices.serviceId,
      vote: serviceVotes.vote,
      noteId: wishlistNotes.id,
      noteText: wishlistNotes.text,
      wishlistedCards,
    })
    .from(sql`(select 1) as one`)
    .leftJoin(wishlists, eq(wishlists.userId, viewer.id))
    .leftJoin(wishlistServices, and(eq(wishlistServices.wishlistId, wishlists.id), eq(wishlistServices.serviceId, serviceId)))
    .leftJoin(wishlistNotes, and(eq(wishlistNotes.wishlistId, wishlists.id), eq(wishlistNotes.serviceId, serviceId)))
    .leftJoin(serviceVotes, and(eq(serviceVotes.serviceId, serviceId), eq(serviceVotes.userId, viewer.id)));
  return {
    serviceId,
    rating: row.rating,
    votes: row.votes,
    inWishlist: row.listed !== null,
    vote: row.vote ?? 0,
    wishlistId: row.wishlistId,
    note: row.noteId !== null && row.noteText !== null ? { id: row.noteId, text: row.noteText } : null,
    wishlistedCardIds: row.wishlistedCards,
  };
}
