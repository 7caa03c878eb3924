import { and, desc, eq, gte } from 'drizzle-orm';
import { z } from 'zod';
import { serviceVotes, wishlistNotes, wishlists, wishlistServices } from '../../../db/schema/engagement';
import type { RequestContext } from '../../context';
import { requireSignedIn, idField, parseInput, wholeNumberField } from '../../kernel';
import { listServiceCards, listServiceOwners, type ServiceCardData, type ServiceOwner } from '../catalog';
import { assertOwnWishlist } from './policy';

export const listWishlistInput = z.object({
  userId: idField('There is no such user.'),
  /** Spec §2: 0 means View All. */
  categoryId: wholeNumberField(0, 2_147_483_647, 'Choose a category.', 0),
  /** The couple's own hearts at least; spec §2: minimum 0, which lists everything. */
  rating: wholeNumberField(0, 5, 'Choose a rating from 0 to 5.', 0),
});

export type WishlistEntry = ServiceCardData & {
  wishlistId: number;
  /** The couple's own vote, 0 when none: theirs, to sort and filter their wishlist (the public score is the reviews'). */
  vote: number;
  /** Their private note, theirs alone. */
  note: { id: number; text: string } | null;
  addedAt: Date;
  /** The vendor, null while the listing is unclaimed. */
  owner: ServiceOwner | null;
};

/**
 * A couple's wishlist, newest first, filtered by category and by their own rating (spec §2, §7):
 * one query for the entries with the couple's votes and notes, three for the cards, two for the
 * vendors, whatever the wishlist's size. Only its owner may read it.
 */
export async function listWishlist(ctx: RequestContext, input: unknown): Promise<WishlistEntry[]> {
  const { userId, categoryId, rating } = parseInput(listWishlistInput, input);
  const couple = requireSignedIn(ctx.viewer);
  assertOwnWishlist(couple, userId);
  const { db } = ctx;
  const rows = await db
    .select({
      wishlistId: wishlists.id,
      serviceId: wishlistServices.serviceId,
      addedAt: wishlistServices.addedAt,
      vote: serviceVotes.vote,
      noteId: wishlistNotes.id,
      noteText: wishlistNotes.text,
    })
    .from(wishlists)
    .innerJoin(wishlistServices, eq(wishlistServices.wishlistId, wishlists.id))
    .leftJoin(serviceVotes, and(eq(serviceVotes.serviceId, wishlistServices.serviceId), eq(serviceVotes.userId, wishlists.userId)))
    .leftJoin(wishlistNotes, and(eq(wishlistNotes.wishlistId, wishlists.id), eq(wishlistNotes.serviceId, wishlistServices.serviceId)))
    .where(and(eq(wishlists.userId, userId), rating > 0 ? gte(serviceVotes.vote, rating) : undefined))
    .orderBy(desc(wishlistServices.addedAt), desc(wishlistServices.serviceId));
  // The category is the card's (catalog data); a wishlist is small enough to filter here.
  const cards = (await listServiceCards(ctx, { serviceIds: rows.map((row) => row.serviceId) })).filter((card) => categoryId === 0 || card.categoryId === categoryId);
  const owners = await listServiceOwners(ctx, { serviceIds: cards.map((card) => card.id) });
  const rowById = new Map(rows.map((row) => [row.serviceId, row]));
  return cards.map((card) => {
    const row = rowById.get(card.id)!;
    return {
      ...card,
      wishlistId: row.wishlistId,
      vote: row.vote ?? 0,
      note: row.noteId !== null && row.noteText !== null ? { id: row.noteId, text: row.noteText } : null,
      addedAt: row.addedAt,
      owner: owners.get(card.id) ?? null,
    };
  });
}
