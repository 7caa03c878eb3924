import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../../../db/client';
import { wishlistNotes, wishlists } from '../../../db/schema/engagement';
import type { Viewer } from '../accounts/viewer';
import { listServiceOwners } from '../catalog/list-service-owners';
import { isForeignKeyViolation } from '../platform/is-foreign-key-violation';
import { InvalidInputError, RefusedError } from '../platform/errors';
import { noSuchService, noteTextField, serviceIdField } from './input-fields';
import { assertOwnWishlist, requireSignedIn } from './policy';

export const wishlistNoteInput = z.object({
  wishlist: z.number({ error: 'There is no such wishlist.' }).int({ error: 'There is no such wishlist.' }).positive({ error: 'There is no such wishlist.' }).max(2_147_483_647, { error: 'There is no such wishlist.' }),
  service: serviceIdField,
  text: noteTextField,
});

/**
 * Spec §4: the couple's private comment on a service in their wishlist, made or replaced; blank
 * text removes it (the card shows the entry form again) and answers null. Stored as typed: HTML
 * is text, shown escaped.
 */
export async function saveWishlistNote(
  db: Database,
  viewer: Viewer | null,
  input: z.input<typeof wishlistNoteInput>,
): Promise<{ id: number; text: string } | null> {
  const couple = requireSignedIn(viewer);
  const { wishlist, service, text } = wishlistNoteInput.parse(input);
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
      .onConflictDoUpdate({ target: [wishlistNotes.wishlistId, wishlistNotes.serviceId], set: { text, updatedAt: new Date() } })
      .returning({ id: wishlistNotes.id, text: wishlistNotes.text });
    return saved;
  } catch (error) {
    // The note hangs on the wishlist entry: the service is not in the wishlist, or does not exist.
    if (!isForeignKeyViolation(error)) throw error;
    if (!(await listServiceOwners(db, [service])).has(service)) throw noSuchService();
    throw new InvalidInputError({ service: ['Add the service to your wishlist before writing a comment on it.'] });
  }
}
