import { and, eq, inArray, isNull } from 'drizzle-orm';
import { z } from 'zod';
import { guestHouseholds, guestInvitations, guests, guestSettings, type GuestRow } from '../../../db/schema/guests';
import type { RequestContext } from '../../context';
import { addressKey, InvalidInputError, parseInput, plainText, throttle, type FieldErrors } from '../../kernel';
import { householdSize, liveGuestCount, lockCouple, type Runner } from './guest-list-model';
import { dietaryField, eventIdField, guestIdField, mealField, optional } from './input-fields';
import { insertGuest } from './insert-guest';
import { nameKey } from './name-key';
import { answerLinkNotFound, householdFull, maxEvents, maxGuests, maxHouseholdSize, rsvpLinkNotFound, tooManyGuests } from './policy';
import { sendRsvpConfirmation } from './rsvp-confirmation';
import { typedEmail } from './rsvp-fields';
import { readRsvpHousehold, type RsvpHousehold } from './rsvp-household-model';
import { answerRule } from './rsvp-limits';
import { findRsvpLink, requireOpen, rsvpCodeField, type RsvpLink } from './rsvp-link';
import { householdOfToken, householdTokenField, householdTokenKey } from './rsvp-token';

// Nested values keep their wire names (snake_case), as GraphQL's input objects send them.
const eventAnswer = z.object({ event_id: eventIdField, attending: z.boolean({ error: 'Say whether they are coming: yes or no.' }) });
const plusOneAnswer = z.object({
  first_name: plainText('Their guest’s first name', 1, 80),
  last_name: optional(plainText('Their guest’s last name', 0, 80)),
  meal: optional(mealField),
  dietary: optional(dietaryField),
});
const memberAnswer = z.object({
  guest_id: guestIdField,
  events: optional(z.array(eventAnswer, { error: 'The events must be a list.' }).max(maxEvents, `A guest is invited to at most ${maxEvents} events.`)),
  meal: optional(mealField),
  dietary: optional(dietaryField),
  /** The guests they bring, named: absent keeps them as they are; [] brings nobody. */
  plus_ones: optional(z.array(plusOneAnswer, { error: 'The plus-ones must be a list.' }).max(5, 'A guest may bring at most 5 guests.')),
});

export const rsvpRespondInput = z.object({
  code: rsvpCodeField,
  householdToken: householdTokenField,
  answers: z.array(memberAnswer, { error: 'The answers must be a list.' }).max(maxHouseholdSize, `A household holds at most ${maxHouseholdSize} people.`),
  message: optional(plainText('Your message', 0, 2000)),
  email: typedEmail,
});

type Fields = z.output<typeof rsvpRespondInput>;
type MemberAnswer = Fields['answers'][number];

/** The household as it now stands, and where its confirmation went (null: no address given, or it could not be sent). */
export type RsvpResponse = { household: RsvpHousehold; confirmationSentTo: string | null };

/**
 * GraphQL rsvpRespond(code, household_token, answers, message, email), public with the household's
 * token: for each member, per event they are invited to, coming or not, their meal and dietary
 * needs, and the guests they bring by name within their plus-ones allowed (a plus-one comes with
 * their host: same household, the host's events and answers); a message to the couple; an e-mail
 * for the confirmation, which lists the answers, links to change them and carries an .ics of the
 * events they come to. Members not in `answers`, and events not answered, stay as they were.
 * Refused after the couple's cut-off (in their time zone). Twenty answers in 10 minutes per address.
 */
export async function rsvpRespond(ctx: RequestContext, input: unknown): Promise<RsvpResponse> {
  const fields = parseInput(rsvpRespondInput, input);
  await throttle(ctx.rateLimiter, [{ key: addressKey('rsvp-answers', ctx.clientAddress), rule: answerRule }]);
  const link = await findRsvpLink(ctx, fields.code);
  requireOpen(link);
  const key = await householdTokenKey(ctx);
  const householdId = await ctx.db.transaction(async (tx) => {
    await lockCouple(tx, link.coupleId);
    // Under the lock: a code regenerated meanwhile has ended this token.
    const [settings] = await tx.select({ code: guestSettings.rsvpCode }).from(guestSettings).where(eq(guestSettings.coupleId, link.coupleId));
    if (settings?.code !== link.code) throw rsvpLinkNotFound();
    const found = await householdOfToken(tx, key, link.coupleId, link.code, fields.householdToken);
    if (found === null) throw answerLinkNotFound();
    await writeAnswers(tx, ctx.clock.now(), link, found, fields);
    return found;
  });
  const household = await readRsvpHousehold(ctx.db, householdId, fields.householdToken!);
  const sent = fields.email ? await sendRsvpConfirmation(ctx, link, household, fields.email) : false;
  return { household, confirmationSentTo: sent ? fields.email! : null };
}

async function writeAnswers(tx: Runner, now: Date, link: RsvpLink, householdId: number, fields: Fields): Promise<void> {
  const members = await tx.select().from(guests).where(and(eq(guests.householdId, householdId), isNull(guests.deletedAt))).orderBy(guests.id);
  const invitations =
    members.length === 0 ? [] : await tx.select().from(guestInvitations).where(inArray(guestInvitations.guestId, members.map((member) => member.id)));
  checkAnswers(fields.answers, members, invitations, link.mealOptions);

  const added = fields.answers.reduce((sum, answer) => sum + Math.max(0, (answer.plus_ones?.length ?? 0) - plusOnesOf(members, answer.guest_id).length), 0);
  if (added > 0) {
    if ((await householdSize(tx, householdId)) + added > maxHouseholdSize) throw householdFull();
    if ((await liveGuestCount(tx, link.coupleId)) + added > maxGuests) throw tooManyGuests();
  }

  for (const answer of fields.answers) {
    const host = members.find((member) => member.id === answer.guest_id)!;
    const given = answer.events ?? [];
    for (const attending of [true, false]) {
      const eventIds = given.filter((event) => event.attending === attending).map((event) => event.event_id);
      if (eventIds.length === 0) continue;
      // A plus-one comes with their host: their answers to the host's events follow.
      const people = [host.id, ...plusOnesOf(members, host.id).map((plusOne) => plusOne.id)];
      await tx
        .update(guestInvitations)
        .set({ status: attending ? 'attending' : 'declined', answeredAt: now })
        .where(and(inArray(guestInvitations.guestId, people), inArray(guestInvitations.eventId, eventIds)));
    }
    if (answer.meal !== undefined || answer.dietary !== undefined) await tx.update(guests).set({ meal: answer.meal, dietary: answer.dietary, updatedAt: now }).where(eq(guests.id, host.id));
    if (answer.plus_ones !== undefined) await namePlusOnes(tx, now, link.coupleId, host, plusOnesOf(members, host.id), answer.plus_ones);
  }
  await tx
    .update(guestHouseholds)
    .set({ rsvpAnsweredAt: now, updatedAt: now, ...(fields.message !== undefined ? { rsvpMessage: fields.message } : {}), ...(fields.email ? { rsvpEmail: fields.email } : {}) })
    .where(eq(guestHouseholds.id, householdId));
}

const plusOnesOf = (members: GuestRow[], hostId: number) => members.filter((member) => member.plusOneOf === hostId);

/** Every problem with the answers at once, per field (`answers.{n}.meal`), before anything is written. */
function checkAnswers(answers: MemberAnswer[], members: GuestRow[], invitations: { guestId: number; eventId: number }[], mealOptions: string[]): void {
  const problems: FieldErrors = {};
  const seen = new Set<number>();
  const say = (path: string, message: string) => (problems[path] ??= []).push(message);
  const mealOffered = (meal: string | undefined, current: string) => meal === undefined || meal === '' || meal === current || mealOptions.length === 0 || mealOptions.includes(meal);
  answers.forEach((answer, index) => {
    const at = `answers.${index}`;
    const member = members.find((entry) => entry.id === answer.guest_id);
    if (!member || seen.has(answer.guest_id)) return say(`${at}.guest_id`, 'There is no such guest in your household.');
    seen.add(member.id);
    if (member.plusOneOf !== null) return say(`${at}.guest_id`, 'A plus-one comes with their host: answer for them with their host.');
    const invited = new Set(invitations.filter((row) => row.guestId === member.id).map((row) => row.eventId));
    if ((answer.events ?? []).some((event) => !invited.has(event.event_id))) say(`${at}.events`, `${member.firstName} is not invited to that event.`);
    if (!mealOffered(answer.meal, member.meal)) say(`${at}.meal`, 'Choose one of the meals on offer.');
    const bringing = answer.plus_ones ?? [];
    if (bringing.length > member.plusOnesAllowed) {
      const allowed = member.plusOnesAllowed;
      say(`${at}.plus_ones`, allowed === 0 ? `${member.firstName}’s invitation is for them alone.` : `${member.firstName} may bring ${allowed === 1 ? 'one guest' : `${allowed} guests`}.`);
    }
    const named = plusOnesOf(members, member.id);
    bringing.forEach((plusOne, position) => {
      if (!mealOffered(plusOne.meal, named[position]?.meal ?? '')) say(`${at}.plus_ones.${position}.meal`, 'Choose one of the meals on offer.');
    });
  });
  if (Object.keys(problems).length > 0) throw new InvalidInputError(problems);
}

/**
 * The host's plus-ones become the ones named, in order: those already there are renamed, new ones
 * join the household with the host's invitations and answers, and those no longer named leave the
 * list (deleted as deleteGuest does, so the couple can restore them).
 */
async function namePlusOnes(tx: Runner, now: Date, coupleId: number, host: GuestRow, current: GuestRow[], named: NonNullable<MemberAnswer['plus_ones']>): Promise<void> {
  const hostInvitations = await tx.select().from(guestInvitations).where(eq(guestInvitations.guestId, host.id));
  for (const [position, plusOne] of named.entries()) {
    const own = { firstName: plusOne.first_name, lastName: plusOne.last_name ?? '', meal: plusOne.meal, dietary: plusOne.dietary };
    const existing = current[position];
    if (existing) {
      await tx.update(guests).set({ ...own, firstKey: nameKey(own.firstName), lastKey: nameKey(own.lastName), updatedAt: now }).where(eq(guests.id, existing.id));
      continue;
    }
    await insertGuest(
      tx,
      coupleId,
      { ...own, householdId: host.householdId, plusOneOf: host.id, side: host.side, groupName: host.groupName },
      hostInvitations.map(({ eventId, status, answeredAt }) => ({ eventId, status, answeredAt })),
      now,
    );
  }
  const gone = current.slice(named.length).map((plusOne) => plusOne.id);
  if (gone.length > 0) await tx.update(guests).set({ deletedAt: now, tableId: null, updatedAt: now }).where(inArray(guests.id, gone));
}
