// Trusted helpers of the guests module for the modules eslint.config.js lists (planning): they
// check no permission; the caller has already decided the couple may see this.
import { and, eq, isNull, sql } from 'drizzle-orm';
import { guestEvents, guestInvitations, guests } from '../../../db/schema/guests';
import type { RequestContext } from '../../context';

export type AttendingCount = { eventId: number; eventName: string; attending: number };

/**
 * How many guests said "attending" to the reception (or, without a reception, to the event with
 * the most): what the budget's per-guest items follow. Null until any guest has answered "attending".
 */
export async function attendingCount(ctx: RequestContext, coupleId: number): Promise<AttendingCount | null> {
  const rows = await ctx.db
    .select({ eventId: guestEvents.id, eventName: guestEvents.name, kind: guestEvents.kind, attending: sql<number>`count(*)::int` })
    .from(guestInvitations)
    .innerJoin(guests, eq(guests.id, guestInvitations.guestId))
    .innerJoin(guestEvents, eq(guestEvents.id, guestInvitations.eventId))
    .where(and(eq(guestInvitations.coupleId, coupleId), eq(guestInvitations.status, 'attending'), isNull(guests.deletedAt)))
    .groupBy(guestEvents.id, guestEvents.name, guestEvents.kind);
  if (rows.length === 0) return null;
  const chosen = rows.find((row) => row.kind === 'reception') ?? rows.reduce((best, row) => (row.attending > best.attending ? row : best));
  return { eventId: chosen.eventId, eventName: chosen.eventName, attending: Number(chosen.attending) };
}

// An account's erasure (privacy, issue 35): everything of the couple's guest list goes.
export { eraseGuestsOf } from './erase-guests-of';
