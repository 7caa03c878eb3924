import { and, eq, inArray } from 'drizzle-orm';
import { guestEvents, guestInvitations } from '../../../db/schema/guests';
import type { Runner } from './guest-list-model';
import { eventNotFound } from './policy';

/** The couple's events among `ids` (every one must be theirs: "no such event" otherwise). */
export async function requireOwnEvents(runner: Runner, coupleId: number, ids: number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const rows = await runner.select({ id: guestEvents.id }).from(guestEvents).where(and(eq(guestEvents.coupleId, coupleId), inArray(guestEvents.id, ids)));
  if (rows.length !== ids.length) throw eventNotFound();
  return ids;
}

export async function allEventIds(runner: Runner, coupleId: number): Promise<number[]> {
  const rows = await runner.select({ id: guestEvents.id }).from(guestEvents).where(eq(guestEvents.coupleId, coupleId));
  return rows.map((row) => row.id);
}

export async function invitedEventIds(runner: Runner, guestId: number): Promise<number[]> {
  const rows = await runner.select({ id: guestInvitations.eventId }).from(guestInvitations).where(eq(guestInvitations.guestId, guestId));
  return rows.map((row) => row.id);
}
