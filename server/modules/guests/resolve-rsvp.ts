import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { guests, rsvpInbox as rsvpInboxTable } from '../../../db/schema/guests';
import type { RequestContext } from '../../context';
import { idField, parseInput } from '../../kernel';
import { findLiveGuest, liveGuestCount, withGuestList } from './guest-list-model';
import { guestIdField, optional } from './input-fields';
import { insertGuest, insertHouseholdOf } from './insert-guest';
import { allEventIds } from './invitation-events';
import { guestNotFound, inboxEntryNotFound, inboxEntryResolved, maxGuests, requireGuestListOwner, requireOwnRow, tooManyGuests } from './policy';
import { rsvpInbox, type RsvpInboxEntry } from './rsvp-inbox';
import { longDay } from './rsvp-link';

export const resolveRsvpInput = z
  .object({
    id: idField('There is no such answer in your inbox.'),
    action: z.enum(['match', 'add', 'dismiss'], { error: 'Choose match, add or dismiss.' }),
    guestId: optional(guestIdField),
  })
  .superRefine((value, context) => {
    if (value.action === 'match' && value.guestId === undefined) context.addIssue({ code: 'custom', path: ['guestId'], message: 'Choose the guest this note is from.' });
  });

const resolutionOf = { match: 'matched', add: 'added', dismiss: 'dismissed' } as const;
const maxNotes = 2000;

/** The guest's notes with the RSVP note after them; cut to the column's 2,000 characters (the inbox keeps the whole note). */
function withNote(notes: string, entry: { note: string; createdAt: Date }): string {
  const line = `RSVP note (${longDay(entry.createdAt.toISOString().slice(0, 10))}): ${entry.note}`;
  const joined = notes ? `${notes}\n\n${line}` : line;
  return joined.length <= maxNotes ? joined : `${joined.slice(0, maxNotes - 1)}…`;
}

/**
 * GraphQL resolveRsvp(id, action, guest_id), the couple's own: a note of their inbox is `match`ed
 * to a guest of their list (the note joins the guest's notes; their e-mail too if they had none),
 * `add`ed as a new guest in a household of their own, invited to every event, or `dismiss`ed.
 * Answers the inbox again. Another couple's note or guest is "not found"; a note is resolved once.
 */
export async function resolveRsvp(ctx: RequestContext, input: unknown): Promise<RsvpInboxEntry[]> {
  const { id, action, guestId } = parseInput(resolveRsvpInput, input);
  const couple = requireGuestListOwner(ctx.viewer);
  const now = ctx.clock.now();
  await withGuestList(ctx, couple, async (tx) => {
    const [row] = await tx.select().from(rsvpInboxTable).where(eq(rsvpInboxTable.id, id));
    const entry = requireOwnRow(row, couple, inboxEntryNotFound);
    if (entry.resolvedAt !== null) throw inboxEntryResolved();
    let resolvedTo: number | null = null;
    if (action === 'match') {
      const guest = requireOwnRow(await findLiveGuest(tx, guestId!), couple, guestNotFound);
      await tx.update(guests).set({ notes: withNote(guest.notes, entry), email: guest.email || entry.email, updatedAt: now }).where(eq(guests.id, guest.id));
      resolvedTo = guest.id;
    } else if (action === 'add') {
      if ((await liveGuestCount(tx, couple.id)) >= maxGuests) throw tooManyGuests();
      const person = { firstName: entry.firstName, lastName: entry.lastName, email: entry.email };
      const householdId = await insertHouseholdOf(tx, couple.id, person, now);
      const invitations = (await allEventIds(tx, couple.id)).map((eventId) => ({ eventId }));
      resolvedTo = await insertGuest(tx, couple.id, { ...person, householdId, notes: withNote('', entry) }, invitations, now);
    }
    await tx.update(rsvpInboxTable).set({ resolvedAt: now, resolution: resolutionOf[action], guestId: resolvedTo }).where(eq(rsvpInboxTable.id, entry.id));
  });
  return rsvpInbox(ctx);
}
