import type { Viewer } from '../../kernel';
import { hasRole, RefusedError, requireSignedIn } from '../../kernel';

/**
 * The bookings module's rules (issue 31). A quote, a booking and an enquiry's details are their
 * conversation's two people's alone: anyone else (another vendor, another couple, an administrator
 * outside the admin area) is told "not found", as messaging tells them of the conversation.
 */
export const quoteNotFound = () => new RefusedError('There is no such quote.', 'NOT_FOUND');
export const bookingNotFound = () => new RefusedError('There is no such booking.', 'NOT_FOUND');
export const conversationNotFound = () => new RefusedError('Conversation not found.', 'NOT_FOUND');
export const templateNotFound = () => new RefusedError('There is no such reply template.', 'NOT_FOUND');

export type Side = 'couple' | 'vendor';

type Parties = { coupleId: number; vendorId: number };

/** Which side of the conversation (or quote, or booking) the viewer is on; refused as `notFound` when neither. */
export function requireParty(viewer: Viewer | null, parties: Parties | undefined, notFound: () => RefusedError): Side {
  const person = requireSignedIn(viewer);
  if (parties?.coupleId === person.id) return 'couple';
  if (parties?.vendorId === person.id) return 'vendor';
  throw notFound();
}

/** Only the conversation's vendor sends, withdraws or revises a quote, and confirms, declines or marks a booking's deposit. */
export function requireVendorSide(side: Side, what: string): void {
  if (side !== 'vendor') throw new RefusedError(`Only the vendor can ${what}.`, 'FORBIDDEN');
}

/** Only the conversation's couple accepts or declines a quote. */
export function requireCoupleSide(side: Side, what: string): void {
  if (side !== 'couple') throw new RefusedError(`Only the couple can ${what}.`, 'FORBIDDEN');
}

/** Reply templates, the auto-reply and the pipeline are a vendor's tools. */
export function requireVendor(viewer: Viewer | null): Viewer {
  const person = requireSignedIn(viewer);
  if (!hasRole(person, 'vendor')) throw new RefusedError('Only vendors have reply templates and a pipeline.', 'FORBIDDEN');
  return person;
}

/** A reply template is its vendor's alone: another's is "not found". */
export function assertOwnTemplate(viewer: Viewer, template: { vendorId: number } | undefined): void {
  if (!template || template.vendorId !== viewer.id) throw templateNotFound();
}
