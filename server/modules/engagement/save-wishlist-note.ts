import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { wishlistNotes, wishlists } from '../../../db/schema/engagement';
import type { RequestContext } from '../../context';
import { requireSignedIn, idField, InvalidInputError, isForeignKeyViolation, parseInput, RefusedError } from '../../kernel';
import { listServiceOwners } from '../catalog';
import { noSuchService, noteTextField, serviceIdField } from './input-fields';
import { assertOwnWishlist } from './policy';

export const wishlistNoteInput = z.object({
  wishlist: idField('There is no such wishlist.'),
  service: serviceIdField,
  text: noteTextField,
});

/**
 * Spec §4: the couple's private comment on a service in their wishlist, made or replaced; blank
 * text removes it (the card shows the entry form again) and answers null. Stored as typed: HTML
 * is text, shown escaped.
 */
export async function saveWishlistNote(ctx: RequestContext, input: unknown): Promise<{ id: number; text: string } | null> {
  const { wishlist, service, text } = parseInput(wishlistNoteInput, input);
  const couple = requireSignedIn(ctx.viewer);
  const { db } = ctx;
  const [owner] = await db.select({ userId: wishlists.userId }).from(wishlists).where(eq(wishlists.id, wishlist));
  if (!owner) throw new RefusedError('There is no such wishlist.', 'NOT_FOUND');
  assertOwnWishlist(couple, owner.userId);

  const entry = and(eq(wishlistNotes.wishlistId, wishlist), eq(wishlistNotes.serviceId, service));
  if (text === '') {
    await db.delete(wishlistNotes).where(entry);
    return null;
  }
  try {
    const [saved] = await db
      .insert(wishlistNotes)
      .values({ wishlistId: wishlist, serviceId: service, text })
      .onConflictDoUpdate({ target: [wishlistNotes.wishlistId, wishlistNotes.serviceId], set: { text, updatedAt: ctx.clock.now() } })
      .returning({ id: wishlistNotes.id, text: wishlistNotes.text });
    return saved;
  } catch (error) {
    // The note hangs on the wishlist entry: the service is not in the wishlist, or does not exist.
    if (!isForeignKeyViolation(error)) throw error;
    if (!(await listServiceOwners(ctx, { serviceIds: [service] })).has(service)) throw noSuchService();
    throw new InvalidInputError({ service: ['Add the service to your wishlist before writing a comment on it.'] });
  }
}
