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
