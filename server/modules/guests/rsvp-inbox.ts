import { and, desc, eq, gte, isNotNull, isNull } from 'drizzle-orm';
import { rsvpInbox as rsvpInboxTable, type RsvpInboxRow } from '../../../db/schema/guests';
import type { RequestContext } from '../../context';
import { requireGuestListOwner } from './policy';

/** A note left on the RSVP page by someone the lookup did not find. */
export type RsvpInboxEntry = Omit<RsvpInboxRow, 'coupleId'>;

/** Resolved notes stay listed this long (the last 20 of them), so a couple sees what they did. */
const resolvedShownMs = 30 * 24 * 3600 * 1000;

/**
 * GraphQL rsvpInbox, the couple's own: the notes of people the RSVP page did not find ("We
 * couldn't find you: …"), the unresolved first (newest first), then the 20 last resolved in
 * the last 30 days, each with how it was resolved and the guest it was matched to or added as.
 */
export async function rsvpInbox(ctx: RequestContext): Promise<RsvpInboxEntry[]> {
  const couple = requireGuestListOwner(ctx.viewer);
  const columns = {
    id: rsvpInboxTable.id,
    firstName: rsvpInboxTable.firstName,
    lastName: rsvpInboxTable.lastName,
    email: rsvpInboxTable.email,
    note: rsvpInboxTable.note,
    createdAt: rsvpInboxTable.createdAt,
    resolvedAt: rsvpInboxTable.resolvedAt,
    resolution: rsvpInboxTable.resolution,
    guestId: rsvpInboxTable.guestId,
  };
  const since = new Date(ctx.clock.now().getTime() - resolvedShownMs);
  const [open, resolved] = await Promise.all([
    ctx.db.select(columns).from(rsvpInboxTable).where(and(eq(rsvpInboxTable.coupleId, couple.id), isNull(rsvpInboxTable.resolvedAt))).orderBy(desc(rsvpInboxTable.id)),
    ctx.db
      .select(columns)
      .from(rsvpInboxTable)
      .where(and(eq(rsvpInboxTable.coupleId, couple.id), isNotNull(rsvpInboxTable.resolvedAt), gte(rsvpInboxTable.resolvedAt, since)))
      .orderBy(desc(rsvpInboxTable.resolvedAt), desc(rsvpInboxTable.id))
      .limit(20),
  ]);
  return [...open, ...resolved];
}
