import { and, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { serviceVotes, wishlistNotes, wishlists, wishlistServices } from '../../../db/schema/engagement';
import type { RequestContext } from '../../context';
import { parseInput } from '../platform';
import { serviceIdField } from './input-fields';
import { averageVoteOf, voteCountOf } from './service-rating';

export const serviceEngagementInput = z.object({ serviceId: serviceIdField });

/** A service's rating, and what the viewer has done with it (nothing, for a visitor). */
export type ServiceEngagement = {
  serviceId: number;
  /** Average vote, null while the service has none. */
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

/** The rating and the viewer's own facts for one service page, in one query: anyone may ask, each learns only their own. */
export async function findServiceEngagement({ db, viewer }: RequestContext, input: unknown): Promise<ServiceEngagement> {
  const { serviceId } = parseInput(serviceEngagementInput, input);
  const rating = { rating: averageVoteOf(serviceId), votes: voteCountOf(serviceId) };
  if (!viewer) {
    const [row] = await db.select(rating).from(sql`(select 1) as one`);
    return { serviceId, ...row, inWishlist: false, vote: 0, wishlistId: null, note: null };
  }
  const [row] = await db
    .select({
      ...rating,
      wishlistId: wishlists.id,
      listed: wishlistServices.serviceId,
      vote: serviceVotes.vote,
      noteId: wishlistNotes.id,
      noteText: wishlistNotes.text,
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
  };
}
