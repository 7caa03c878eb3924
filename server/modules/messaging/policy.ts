import type { Viewer } from '../../kernel';
import { RefusedError } from '../../kernel';

/**
 * A person acts only as themselves: a request that names another user (user_id, from_id, …) is
 * refused, whoever that user is.
 */
export function assertActingAsSelf(viewer: Viewer, userId: number | undefined): void {
  if (userId !== undefined && userId !== viewer.id) throw new RefusedError('You can only act as yourself.', 'FORBIDDEN');
}

/**
 * A conversation that does not exist and one the viewer is not part of answer the same: nobody
 * learns which conversations exist. Administrators are no exception: the messages are private.
 */
export const conversationNotFound = () => new RefusedError('Conversation not found.', 'NOT_FOUND');

export type Side = 'couple' | 'vendor';

/** Which side of the conversation the viewer is on, or null when they are not in it. */
export function sideOf(viewer: Pick<Viewer, 'id'>, conversation: { coupleId: number; vendorId: number }): Side | null {
  if (conversation.coupleId === viewer.id) return 'couple';
  if (conversation.vendorId === viewer.id) return 'vendor';
  return null;
}

/** The viewer's side; "Conversation not found" when there is no such conversation or it is not theirs. */
export function requireParticipant(viewer: Viewer, conversation: { coupleId: number; vendorId: number } | undefined): Side {
  const side = conversation ? sideOf(viewer, conversation) : null;
  if (!side) throw conversationNotFound();
  return side;
}

/** Only the vendor of a conversation decides it is spam. */
export function assertVendorSide(side: Side): void {
  if (side !== 'vendor') throw new RefusedError('Only the vendor of a conversation can mark it as spam.', 'FORBIDDEN');
}

/** Refusals for a listing that cannot be messaged. */
export const cannotMessageOwnListing = () => new RefusedError('You cannot message your own listing.', 'FORBIDDEN');
export const listingHasNoVendor = () => new RefusedError('This listing has no vendor to message yet.', 'CONFLICT');
export const noSuchService = () => new RefusedError('There is no such service.', 'NOT_FOUND');
