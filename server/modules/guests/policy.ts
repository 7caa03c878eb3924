import type { Viewer } from '../../kernel';
import { RefusedError, requireCouple } from '../../kernel';

/**
 * The guests module's rules (issue 34). A couple's guest list is theirs alone: a visitor is asked
 * to sign in; a vendor and an administrator are refused outright (the same rule as planning's,
 * held once in the kernel's requireCouple); another couple asking for a household, guest, event or
 * table that is not theirs learns nothing of it ("not found").
 */
export const couplesOnly = 'The guest list is for couples: sign in with your couple’s account.';
export const administratorsRefused = 'A couple’s guest list is private: administrators cannot see or change it.';

/** The signed-in couple whose guest list this is (not a vendor, not an administrator). */
export function requireGuestListOwner(viewer: Viewer | null): Viewer {
  return requireCouple(viewer, { administrator: administratorsRefused, vendor: couplesOnly });
}

/** A row of another couple's, or none: the same answer. */
export function requireOwnRow<T extends { coupleId: number }>(row: T | undefined, couple: Viewer, notFound: () => RefusedError): T {
  if (!row || row.coupleId !== couple.id) throw notFound();
  return row;
}

export const householdNotFound = () => new RefusedError('There is no such household.', 'NOT_FOUND');
export const guestNotFound = () => new RefusedError('There is no such guest.', 'NOT_FOUND');
export const eventNotFound = () => new RefusedError('There is no such event.', 'NOT_FOUND');
export const tableNotFound = () => new RefusedError('There is no such table.', 'NOT_FOUND');

export const notInvited = () => new RefusedError('This guest is not invited to that event: invite them to it first.', 'NOT_FOUND');

export const maxGuests = 1000;
export const maxEvents = 50;
export const maxTables = 100;
export const maxHouseholdSize = 15;
export const tooManyGuests = () => new RefusedError(`A guest list holds at most ${maxGuests.toLocaleString('en-AU')} guests.`, 'CONFLICT');
export const tooManyEvents = () => new RefusedError(`A wedding has at most ${maxEvents} events.`, 'CONFLICT');
export const tooManyTables = () => new RefusedError(`A seating plan has at most ${maxTables} tables.`, 'CONFLICT');
export const householdFull = () => new RefusedError(`A household holds at most ${maxHouseholdSize} people.`, 'CONFLICT');
export const noPlusOneLeft = () => new RefusedError('This guest has no plus-one left: allow them one more first.', 'CONFLICT');
export const plusOneOfPlusOne = () => new RefusedError('A plus-one cannot bring a plus-one.', 'CONFLICT');
export const plusOneStaysWithHost = () => new RefusedError('A plus-one stays in their host’s household: move the host instead.', 'CONFLICT');

/**
 * The public RSVP side (docs/guests.md, "The RSVP page"): anyone with the couple's current code
 * sees their page and may look up a name; a household's answers are reached only with its token
 * (rsvp-token.ts), which works for that household alone; answers change until the cut-off.
 */
export const invalidRsvpLink = 'This RSVP link is not valid. Ask the couple for their current link.';
export const rsvpLinkNotFound = () => new RefusedError(invalidRsvpLink, 'NOT_FOUND');
export const invalidAnswerLink = 'This link to your answers is not valid any more. Find your invitation with your name on the couple’s RSVP page.';
export const answerLinkNotFound = () => new RefusedError(invalidAnswerLink, 'NOT_FOUND');
export const rsvpClosed = (cutoff: string, coupleNames: string) =>
  new RefusedError(`The cut-off for answers was ${cutoff} and it has passed, so answers can no longer be changed here. Please contact ${coupleNames} directly.`, 'CONFLICT');
export const inboxEntryNotFound = () => new RefusedError('There is no such answer in your inbox.', 'NOT_FOUND');
export const inboxEntryResolved = () => new RefusedError('This answer is already resolved.', 'CONFLICT');
/** Unresolved notes a couple's inbox holds: past it, a stranger's notes cannot bury the list. */
export const maxUnresolvedNotes = 200;
export const inboxFull = () => new RefusedError('The couple’s inbox of notes is full: please contact them directly.', 'CONFLICT');
