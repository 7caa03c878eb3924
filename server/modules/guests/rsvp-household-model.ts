import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import { guestEvents, guestHouseholds, guestInvitations, guests } from '../../../db/schema/guests';
import type { Runner } from './guest-list-model';

/** An event as a guest sees it. */
export type RsvpEvent = { id: number; name: string; date: string | null; time: string | null; place: string };

/** A member of the household as their RSVP form shows them: only the events they are invited to. */
export type RsvpMember = {
  id: number;
  firstName: string;
  lastName: string;
  ageGroup: string;
  meal: string;
  dietary: string;
  plusOnesAllowed: number;
  /** The host, for a plus-one (who comes with them: their answers follow the host's). */
  plusOneOf: number | null;
  invitations: { eventId: number; status: string }[];
};

/**
 * One household as its own RSVP form shows it, and nothing of anyone else's: its name, its live
 * members (each with only their invitations and answers, meal, dietary needs, plus-ones allowed
 * and named), the events any of them is invited to, and the message they last sent. No e-mail
 * address or note of the couple's: whoever types a member's name sees this.
 */
export type RsvpHousehold = {
  /** The household token: the "change your answer" link is /rsvp/{code}/{token}. */
  token: string;
  name: string;
  message: string;
  answeredAt: Date | null;
  members: RsvpMember[];
  events: RsvpEvent[];
};

const eventColumns = { id: guestEvents.id, name: guestEvents.name, date: guestEvents.date, time: guestEvents.time, place: guestEvents.place };

/** The couple's events in their order. */
export function listRsvpEvents(runner: Runner, coupleId: number): Promise<RsvpEvent[]> {
  return runner.select(eventColumns).from(guestEvents).where(eq(guestEvents.coupleId, coupleId)).orderBy(asc(guestEvents.position), asc(guestEvents.id));
}

export async function readRsvpHousehold(runner: Runner, householdId: number, token: string): Promise<RsvpHousehold> {
  const [[household], members] = await Promise.all([
    runner.select({ name: guestHouseholds.name, message: guestHouseholds.rsvpMessage, answeredAt: guestHouseholds.rsvpAnsweredAt }).from(guestHouseholds).where(eq(guestHouseholds.id, householdId)),
    runner
      .select({
        id: guests.id,
        firstName: guests.firstName,
        lastName: guests.lastName,
        ageGroup: guests.ageGroup,
        meal: guests.meal,
        dietary: guests.dietary,
        plusOnesAllowed: guests.plusOnesAllowed,
        plusOneOf: guests.plusOneOf,
      })
      .from(guests)
      .where(and(eq(guests.householdId, householdId), isNull(guests.deletedAt)))
      .orderBy(asc(guests.id)),
  ]);
  const ids = members.map((member) => member.id);
  const invitations =
    ids.length === 0
      ? []
      : await runner
          .select({ guestId: guestInvitations.guestId, status: guestInvitations.status, position: guestEvents.position, ...eventColumns })
          .from(guestInvitations)
          .innerJoin(guestEvents, eq(guestEvents.id, guestInvitations.eventId))
          .where(inArray(guestInvitations.guestId, ids))
          .orderBy(asc(guestEvents.position), asc(guestEvents.id));
  const events = new Map<number, RsvpEvent>();
  for (const { id, name, date, time, place } of invitations) events.set(id, { id, name, date, time, place });
  return {
    token,
    name: household?.name ?? '',
    message: household?.message ?? '',
    answeredAt: household?.answeredAt ?? null,
    members: members.map((member) => ({
      ...member,
      invitations: invitations.filter((row) => row.guestId === member.id).map((row) => ({ eventId: row.id, status: row.status })),
    })),
    events: [...events.values()],
  };
}
