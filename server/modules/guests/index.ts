// The guests module's public surface (issue 34; docs/guests.md): the couple's guest list,
// households, guests, events, invitations, tables and the RSVP link's settings. Every function
// here checks that the viewer is the couple whose list it is: another couple (their ids are "not
// found"), a vendor, a visitor and an administrator are refused.
export { guestList } from './guest-list';
export type { Guest, GuestEvent, GuestInvitation, GuestList, GuestTable, Household, EventCounts } from './guest-list-model';
export { addHousehold } from './add-household';
export { updateHousehold } from './update-household';
export { deleteHousehold } from './delete-household';
export { addGuest } from './add-guest';
export { updateGuest } from './update-guest';
export { deleteGuest } from './delete-guest';
export { restoreGuest } from './restore-guest';
export { addEvent } from './add-event';
export { updateEvent } from './update-event';
export { setInvitations } from './set-invitations';
export { recordAnswer } from './record-answer';
export { setGuestGroup } from './set-guest-group';
export { addTable } from './add-table';
export { updateTable } from './update-table';
export { seatGuest } from './seat-guest';
export { regenerateRsvpCode } from './regenerate-rsvp-code';
export { setRsvpSettings } from './set-rsvp-settings';
export { previewGuestImport } from './preview-guest-import';
export type { GuestImportPreview, ImportedGuestPreview } from './preview-guest-import';
export { importGuests } from './import-guests';
export type { GuestImportResult, GuestImportSummary } from './import-guests';
export { exportGuestList } from './export-guest-list';
export type { GuestListExport } from './export-guest-list';
// The public RSVP side (docs/guests.md, "The RSVP page"): no sign-in, the couple's code and, for a
// household's answers, its token; and the couple's inbox of notes from people it did not find.
export { rsvpPage, type RsvpPage } from './rsvp-page';
export { rsvpFind, type RsvpFindResult } from './rsvp-find';
export { rsvpHousehold } from './rsvp-household';
export { rsvpRespond, type RsvpResponse } from './rsvp-respond';
export { rsvpLeaveNote } from './rsvp-leave-note';
export type { RsvpEvent, RsvpHousehold, RsvpMember } from './rsvp-household-model';
export { rsvpInbox, type RsvpInboxEntry } from './rsvp-inbox';
export { resolveRsvp } from './resolve-rsvp';
