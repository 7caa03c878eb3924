import { and, desc, eq, gte } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../../../db/client';
import { serviceVotes, wishlistNotes, wishlists, wishlistServices } from '../../../db/schema/engagement';
import type { Viewer } from '../accounts/viewer';
import { listServiceCards, type ServiceCardData } from '../catalog/list-service-cards';
import { listServiceOwners, type ServiceOwner } from '../catalog/list-service-owners';
import { assertOwnWishlist, requireSignedIn } from './policy';

export const listWishlistInput = z.object({
  userId: z.number({ error: 'There is no such user.' }).int({ error: 'There is no such user.' }).positive({ error: 'There is no such user.' }),
  /** Spec §2: 0 means View All. */
  categoryId: z.number({ error: 'Choose a category.' }).int({ error: 'Choose a category.' }).min(0, { error: 'Choose a category.' }).default(0),
  /** The couple's own hearts at least; spec §2: minimum 0, which lists everything. */
  rating: z.number({ error: 'Choose a rating from 0 to 5.' }).int({ error: 'Choose a rating from 0 to 5.' }).min(0).max(5, { error: 'Choose a rating from 0 to 5.' }).default(0),
});

export type WishlistEntry = ServiceCardData & {
  wishlistId: number;
  /** The couple's own vote, 0 when none. */
  vote: number;
  /** Their private note, theirs alone. */
  note: { id: number; text: string } | null;
  addedAt: Date;
  /** The vendor, null while the listing is unclaimed. */
  owner: ServiceOwner | null;
};

/**
 * A couple's wishlist, newest first, filtered by category and by their own rating (spec §2, §7):
 * one query for the entries with their votes and notes, three for the cards, one for the vendors,
 * whatever the wishlist's size. Only its owner may read it.
 */
export async function listWishlist(db: Database, viewer: Viewer | null, input: z.input<typeof listWishlistInput>): Promise<WishlistEntry[]> {
  const couple = requireSignedIn(viewer);
  const { userId, categoryId, rating } = listWishlistInput.parse(input);
  assertOwnWishlist(couple, userId);
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
  const cards = (await listServiceCards(
    db,
    rows.map((row) => row.serviceId),
  )).filter((card) => categoryId === 0 || card.categoryId === categoryId);
  const owners = await listServiceOwners(
    db,
    cards.map((card) => card.id),
  );
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
