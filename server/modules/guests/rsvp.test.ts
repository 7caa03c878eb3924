import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { simpleParser } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database, DatabaseHandle } from '../../../db/client';
import { guestHouseholds, guests, guestSettings } from '../../../db/schema/guests';
import { createAdmin, createCouple, createVendor, type TestPerson } from '../../../tests/factories/users';
import { expectInvalid, expectRefusal } from '../../../tests/setup/assertions';
import { solveBotChallenge } from '../../../tests/setup/bot-check';
import { testContext } from '../../../tests/setup/context';
import { createTestDatabase } from '../../../tests/setup/database';
import type { RequestContext } from '../../context';
import { createMemoryRateLimiter } from '../../integrations/rate-limit/memory-rate-limiter';
import type { Viewer } from '../../kernel';
import { createBotChallenge } from '../bot-check';
import {
  addEvent,
  addGuest,
  addHousehold,
  guestList,
  regenerateRsvpCode,
  resolveRsvp,
  rsvpFind,
  rsvpHousehold,
  rsvpInbox,
  rsvpLeaveNote,
  rsvpPage,
  rsvpRespond,
  setRsvpSettings,
  type GuestList,
  type RsvpHousehold,
} from '.';
import { invalidAnswerLink, invalidRsvpLink } from './policy';

/** Issue 34's public RSVP side on a real database: the page, the lookup, the answers, the inbox. */

let database: DatabaseHandle;
let couple: TestPerson;
let other: TestPerson;
let vendor: TestPerson;
let admin: TestPerson;
let code: string;
let otherCode: string;
let now = new Date('2027-03-01T00:00:00Z');
const rateLimiter = createMemoryRateLimiter();

const as = (viewer: Viewer | null, clientAddress = '203.0.113.1'): RequestContext & { outboxDir: string } =>
  testContext(database.db, viewer, { clock: { now: () => now }, rateLimiter, clientAddress });
/** A guest on the RSVP page: no sign-in. */
const guest = (clientAddress?: string) => as(null, clientAddress);
/** A context whose database refuses every query: input refused "before any query" never reaches it. */
const noDatabase = (): RequestContext => ({ ...guest(), db: new Proxy({}, { get: () => { throw new Error('the database was queried'); } }) as Database });
const everyone = (list: GuestList) => list.households.flatMap((household) => household.guests);
const named = (list: GuestList, firstName: string) => everyone(list).find((entry) => entry.firstName === firstName)!;
const find = (firstName: string, lastName: string, extra: Record<string, unknown> = {}, ctx = guest()) => rsvpFind(ctx, { code, firstName, lastName, ...extra });
async function householdOf(firstName: string, lastName: string): Promise<RsvpHousehold> {
  const result = await find(firstName, lastName);
  expect(result.status).toBe('found');
  return result.household!;
}
const memberNamed = (household: RsvpHousehold, firstName: string) => household.members.find((member) => member.firstName === firstName)!;

beforeAll(async () => {
  database = await createTestDatabase();
  couple = await createCouple(database.db, { firstName: 'Mia', nickname: 'Mia & Leo', weddingDate: '2027-06-12 00:00:00', weddingVenue: 'The Boathouse' });
  other = await createCouple(database.db, { firstName: 'Noah' });
  vendor = await createVendor(database.db);
  admin = await createAdmin(database.db);
  // Every guest below is invited to the three events (a guest is invited to those there are when added).
  await addEvent(as(couple), { name: 'Welcome drinks', date: '2027-06-11', time: '18:30', place: 'The Rocks' });
  const nguyens = (await addHousehold(as(couple), { name: 'The Nguyens', email: 'nguyens@example.com' })).households[0]!;
  await addGuest(as(couple), { householdId: nguyens.id, firstName: 'Christopher', lastName: 'Nguyễn', plusOnesAllowed: 1 });
  await addGuest(as(couple), { householdId: nguyens.id, firstName: 'Ada', lastName: 'Nguyen', ageGroup: 'child' });
  await addGuest(as(couple), { firstName: 'John', lastName: 'Smith', email: 'john.a@example.com' });
  const smithsB = (await addHousehold(as(couple), { name: 'The other Smiths', email: 'smiths.b@example.com' })).households.find((entry) => entry.name === 'The other Smiths')!;
  await addGuest(as(couple), { householdId: smithsB.id, firstName: 'John', lastName: 'Smith' });
  await addGuest(as(couple), { firstName: 'Zoë', lastName: 'O’Brien-Smith' });
  code = (await setRsvpSettings(as(couple), { message: 'Dance with us!', cutoff: '2027-05-01' })).rsvpCode;
  // Another couple with a guest of the same name: never found through this couple's link.
  await addGuest(as(other), { firstName: 'Christopher', lastName: 'Nguyen' });
  otherCode = (await guestList(as(other))).rsvpCode;
});

afterAll(async () => {
  await database?.close();
});

describe('the RSVP page', () => {
  it('shows the couple’s names, date, place, message, cut-off and events, and no guest', async () => {
    const page = await rsvpPage(guest(), { code });
    expect(page).toMatchObject({ coupleNames: 'Mia & Leo', weddingDate: '2027-06-12', weddingPlace: 'The Boathouse', message: 'Dance with us!', cutoff: '2027-05-01', open: true, mealOptions: [] });
    expect(page.events.map((event) => [event.name, event.date, event.time, event.place])).toEqual([
      ['Ceremony', null, null, ''],
      ['Reception', null, null, ''],
      ['Welcome drinks', '2027-06-11', '18:30', 'The Rocks'],
    ]);
    expect(JSON.stringify(page)).not.toMatch(/Christopher|Nguy|Smith|Zo[eë]|Ada/);
  });

  it('answers a wrong, old or malformed code the same way, a malformed one before any query', async () => {
    for (const wrong of ['x'.repeat(43), `${code.slice(0, -1)}${code.endsWith('A') ? 'B' : 'A'}`]) expect((await expectRefusal(rsvpPage(guest(), { code: wrong }), 'NOT_FOUND')).message).toBe(invalidRsvpLink);
    for (const malformed of ['short', 'a'.repeat(1_000_000), 'has\u0000nul'.padEnd(43, 'x'), 42, null]) {
      expect((await expectRefusal(rsvpPage(noDatabase(), { code: malformed }), 'NOT_FOUND')).message).toBe(invalidRsvpLink);
    }
    // An account that is not a couple's (a couple turned vendor) has no RSVP page, whatever its rows say.
    await database.db.insert(guestSettings).values({ coupleId: vendor.id, rsvpCode: 'v'.repeat(43) });
    await expectRefusal(rsvpPage(guest(), { code: 'v'.repeat(43) }), 'NOT_FOUND');
  });
});

describe('finding a guest by name', () => {
  it('finds the exact name in any case and accents, and shows only that household', async () => {
    const found = await find('CHRISTOPHER', 'nguyen');
    expect(found.status).toBe('found');
    const household = found.household!;
    expect(household.name).toBe('The Nguyens');
    expect(household.members.map((member) => member.firstName)).toEqual(['Christopher', 'Ada']);
    expect(household.members.every((member) => member.invitations.length === 3)).toBe(true);
    expect(household.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(JSON.stringify(found)).not.toMatch(/Smith|Zo[eë]|nguyens@example\.com/);
    expect((await find('ada', 'NGUYỄN')).household?.name).toBe('The Nguyens');
  });

  it('finds "Chris Nguyen" for Christopher Nguyễn', async () => {
    expect((await householdOf('Chris', 'Nguyen')).members.map((member) => `${member.firstName} ${member.lastName}`)).toEqual(['Christopher Nguyễn', 'Ada Nguyen']);
  });

  it('finds a part of a hyphenated last name', async () => {
    expect((await householdOf('Zoe', 'Smith')).name).toBe('Zoë O’Brien-Smith');
    expect((await householdOf('zoe', 'obrien smith')).name).toBe('Zoë O’Brien-Smith');
  });

  it('finds nothing for a made-up name, and says no name', async () => {
    const result = await find('Bartholomew', 'Quince');
    expect(result).toEqual({ status: 'not-found', household: null });
    expect((await find('K', 'Nguyen')).status).toBe('not-found');
  });

  it('asks for an e-mail when two households share the name, and the e-mail picks one', async () => {
    expect(await find('John', 'Smith')).toEqual({ status: 'needs-email', household: null });
    expect(await find('John', 'Smith', { email: 'nobody@example.com' })).toEqual({ status: 'needs-email', household: null });
    expect((await find('John', 'Smith', { email: 'JOHN.A@example.com' })).household?.name).toBe('John Smith');
    expect((await find('john', 'smith', { email: 'smiths.b@example.com' })).household?.name).toBe('The other Smiths');
  });

  it('never finds another couple’s guest', async () => {
    expect((await rsvpFind(guest(), { code: otherCode, firstName: 'Ada', lastName: 'Nguyen' })).status).toBe('not-found');
    expect((await rsvpFind(guest(), { code: otherCode, firstName: 'Christopher', lastName: 'Nguyen' })).household?.members).toHaveLength(1);
  });

  it('asks for the bot check after 10 failed lookups from one address, and passes with it', async () => {
    const address = '198.51.100.7';
    for (let attempt = 0; attempt < 10; attempt += 1) expect((await find('Made', `Up${attempt}`, {}, guest(address))).status).toBe('not-found');
    await expectInvalid(find('Christopher', 'Nguyen', {}, guest(address)), ['altcha']);
    await expectInvalid(find('Christopher', 'Nguyen', { altcha: 'forged' }, guest(address)), ['altcha']);
    // Another address is not held up; this one gets through with the check solved (about a second).
    expect((await find('Christopher', 'Nguyen', {}, guest('198.51.100.8'))).status).toBe('found');
    // Today's clock: the bot check sweeps the spent solutions by it, and its challenges expire in real time.
    const today = () => testContext(database.db, null, { rateLimiter, clientAddress: address });
    const altcha = await solveBotChallenge(await createBotChallenge(today(), { level: 1 }));
    expect((await find('Christopher', 'Nguyen', { altcha }, today())).status).toBe('found');
    // A solution is spent once.
    await expectInvalid(find('Christopher', 'Nguyen', { altcha }, today()), ['altcha']);
  }, 30_000);

  it('refuses bad input before any query', async () => {
    await expectInvalid(rsvpFind(noDatabase(), { code, firstName: 'A\u0000da', lastName: 'N'.repeat(81), email: 'not an e-mail' }), ['firstName', 'lastName', 'email']);
    await expectInvalid(rsvpFind(noDatabase(), { code, firstName: 'x'.repeat(1_000_000), lastName: '' }), ['firstName', 'lastName']);
    await expectInvalid(rsvpLeaveNote(noDatabase(), { code, firstName: '', lastName: 'Q', note: 'n'.repeat(2001) }), ['firstName', 'note']);
    await expectInvalid(
      rsvpRespond(noDatabase(), { code, householdToken: 'x'.repeat(43), answers: [{ guest_id: 'one', events: [{ event_id: 1, attending: 'maybe' }], meal: 'm\u0000', plus_ones: [{ first_name: '' }] }], message: 'm'.repeat(2001) }),
      ['answers.0.guest_id', 'answers.0.events.0.attending', 'answers.0.meal', 'answers.0.plus_ones.0.first_name', 'message'],
    );
    await expectInvalid(rsvpRespond(noDatabase(), { code, householdToken: 'x'.repeat(43), answers: Array.from({ length: 16 }, () => ({ guest_id: 1 })) }), ['answers']);
  });
});

describe('answering', () => {
  it('writes each person’s answers, meal and dietary needs, a plus-one within the allowance, and the message', async () => {
    const household = await householdOf('Chris', 'Nguyen');
    const [ceremony, reception, drinks] = household.events;
    const chris = memberNamed(household, 'Christopher');
    const ada = memberNamed(household, 'Ada');
    const ctx = guest();
    const response = await rsvpRespond(ctx, {
      code,
      householdToken: household.token,
      answers: [
        { guest_id: chris.id, events: [{ event_id: ceremony!.id, attending: true }, { event_id: reception!.id, attending: true }, { event_id: drinks!.id, attending: false }], meal: 'Fish', dietary: 'No nuts', plus_ones: [{ first_name: 'Sam', last_name: 'Lee', meal: 'Beef' }] },
        { guest_id: String(ada.id), events: [{ event_id: String(ceremony!.id), attending: true }], meal: 'Kids' },
      ],
      message: 'See you there!',
      email: 'chris@example.com',
    });
    expect(response.confirmationSentTo).toBe('chris@example.com');
    const after = response.household;
    expect(after.message).toBe('See you there!');
    expect(after.answeredAt?.toISOString()).toBe(now.toISOString());
    expect(after.members.map((member) => [member.firstName, member.meal, member.invitations.map((invitation) => invitation.status)])).toEqual([
      ['Christopher', 'Fish', ['attending', 'attending', 'declined']],
      ['Ada', 'Kids', ['attending', 'waiting', 'waiting']],
      ['Sam', 'Beef', ['attending', 'attending', 'declined']],
    ]);
    const list = await guestList(as(couple));
    expect(named(list, 'Sam')).toMatchObject({ lastName: 'Lee', plusOneOf: chris.id, householdId: named(list, 'Christopher').householdId });
    expect(named(list, 'Christopher')).toMatchObject({ dietary: 'No nuts' });
    expect(named(list, 'Ada').invitations[0]!.answeredAt?.toISOString()).toBe(now.toISOString());
    expect(list.households.find((entry) => entry.name === 'The Nguyens')).toMatchObject({ rsvpMessage: 'See you there!', rsvpEmail: 'chris@example.com' });
    expect(list.events.find((event) => event.name === 'Reception')!.counts).toMatchObject({ attending: 2 });
    const [row] = await database.db.select({ firstKey: guests.firstKey, lastKey: guests.lastKey }).from(guests).where(eq(guests.id, named(list, 'Sam').id));
    expect(row).toEqual({ firstKey: 'sam', lastKey: 'lee' });
    // The plus-one is found by name too, and renamed, then no longer brought (deleted as deleteGuest does).
    expect((await householdOf('Sam', 'Lee')).name).toBe('The Nguyens');
    await rsvpRespond(guest(), { code, householdToken: household.token, answers: [{ guest_id: chris.id, plus_ones: [{ first_name: 'Samantha', last_name: 'Lee' }] }] });
    expect(memberNamed(await householdOf('Chris', 'Nguyen'), 'Samantha')).toMatchObject({ meal: 'Beef', plusOneOf: chris.id });
    const without = await rsvpRespond(guest(), { code, householdToken: household.token, answers: [{ guest_id: chris.id, plus_ones: [] }] });
    expect(without.household.members.map((member) => member.firstName)).toEqual(['Christopher', 'Ada']);
    expect((await guestList(as(couple))).deleted.map((entry) => entry.firstName)).toEqual(['Samantha']);
  });

  it('refuses more plus-ones than allowed, an event they are not invited to, a plus-one’s own answer and a meal not on offer', async () => {
    const household = await householdOf('Christopher', 'Nguyen');
    const chris = memberNamed(household, 'Christopher');
    const ada = memberNamed(household, 'Ada');
    const fields = await expectInvalid(
      rsvpRespond(guest(), {
        code,
        householdToken: household.token,
        answers: [
          { guest_id: chris.id, plus_ones: [{ first_name: 'One' }, { first_name: 'Two' }] },
          { guest_id: ada.id, plus_ones: [{ first_name: 'Friend' }], events: [{ event_id: 999_999, attending: true }] },
        ],
      }),
      ['answers.0.plus_ones', 'answers.1.plus_ones', 'answers.1.events'],
    );
    expect(fields).toEqual({
      'answers.0.plus_ones': ['Christopher may bring one guest.'],
      'answers.1.plus_ones': ['Ada’s invitation is for them alone.'],
      'answers.1.events': ['Ada is not invited to that event.'],
    });
    await rsvpRespond(guest(), { code, householdToken: household.token, answers: [{ guest_id: chris.id, plus_ones: [{ first_name: 'Kim', last_name: 'Ho' }] }] });
    const kim = memberNamed(await householdOf('Kim', 'Ho'), 'Kim');
    await expectInvalid(rsvpRespond(guest(), { code, householdToken: household.token, answers: [{ guest_id: kim.id, meal: 'Fish' }] }), ['answers.0.guest_id']);
    // Another household's guest is not in this household.
    const zoe = (await householdOf('Zoë', 'O’Brien-Smith')).members[0]!;
    await expectInvalid(rsvpRespond(guest(), { code, householdToken: household.token, answers: [{ guest_id: zoe.id, meal: 'Fish' }] }), ['answers.0.guest_id']);

    await setRsvpSettings(as(couple), { mealOptions: ['Beef', 'Fish', ' ', 'Fish', 'Vegetarian'] });
    expect((await rsvpPage(guest(), { code })).mealOptions).toEqual(['Beef', 'Fish', 'Vegetarian']);
    await expectInvalid(rsvpRespond(guest(), { code, householdToken: household.token, answers: [{ guest_id: ada.id, meal: 'Pizza' }, { guest_id: chris.id, plus_ones: [{ first_name: 'Kim', meal: 'Pizza' }] }] }), [
      'answers.0.meal',
      'answers.1.plus_ones.0.meal',
    ]);
    // The meal already chosen stays allowed when the menu changes ("Kids" is not on it).
    await rsvpRespond(guest(), { code, householdToken: household.token, answers: [{ guest_id: ada.id, meal: 'Kids' }, { guest_id: chris.id, meal: 'Vegetarian' }] });
    await setRsvpSettings(as(couple), { mealOptions: [] });
  });

  it('holds the 15-per-household limit for plus-ones', async () => {
    const list = await addGuest(as(couple), { firstName: 'Big', lastName: 'Family', plusOnesAllowed: 2 });
    const householdId = named(list, 'Big').householdId;
    for (let index = 0; index < 13; index += 1) await addGuest(as(couple), { householdId, firstName: `Member${index}`, lastName: 'Family' });
    const household = await householdOf('Big', 'Family');
    const big = memberNamed(household, 'Big');
    await expectRefusal(rsvpRespond(guest(), { code, householdToken: household.token, answers: [{ guest_id: big.id, plus_ones: [{ first_name: 'One' }, { first_name: 'Two' }] }] }), 'CONFLICT');
    await rsvpRespond(guest(), { code, householdToken: household.token, answers: [{ guest_id: big.id, plus_ones: [{ first_name: 'One' }] }] });
    await database.db.delete(guestHouseholds).where(eq(guestHouseholds.id, householdId));
  });

  it('sends the confirmation with the change link and the .ics of the events they come to', async () => {
    const household = await householdOf('Zoe', 'Smith');
    const [ceremony, , drinks] = household.events;
    const ctx = guest();
    await rsvpRespond(ctx, {
      code,
      householdToken: household.token,
      answers: [{ guest_id: household.members[0]!.id, events: [{ event_id: ceremony!.id, attending: true }, { event_id: drinks!.id, attending: true }], meal: 'Vegetarian' }],
      message: 'Can’t wait',
      email: 'zoe@example.com',
    });
    const [file] = await readdir(ctx.outboxDir);
    const mail = await simpleParser(await readFile(join(ctx.outboxDir, file!)));
    expect(mail.subject).toBe('Your RSVP for Mia & Leo’s wedding');
    expect(mail.to && 'text' in mail.to ? mail.to.text : '').toBe('zoe@example.com');
    expect(mail.text).toContain(`/rsvp/${code}/${household.token}`);
    expect(mail.text).toContain('Zoë O’Brien-Smith: Ceremony, coming; Reception, no answer yet; Welcome drinks, coming. Meal: Vegetarian.');
    expect(mail.text).toContain('Your message to them: Can’t wait');
    expect(mail.text).toContain('You can change your answer until 1 May 2027.');
    expect(mail.html).toContain(`href="${ctx.publicUrl}/rsvp/${code}/${household.token}"`);
    const [ics] = mail.attachments;
    expect(ics).toMatchObject({ filename: 'wedding.ics', contentType: 'text/calendar' });
    const calendar = ics!.content.toString('utf8');
    // Only the dated events they come to: the welcome drinks, 6:30 pm in Sydney (UTC+10 in June).
    expect(calendar.match(/BEGIN:VEVENT/g)).toHaveLength(1);
    expect(calendar).toContain('SUMMARY:Welcome drinks');
    expect(calendar).toContain('DTSTART:20270611T083000Z');
    expect(calendar).not.toContain(household.token);
    // No address, no e-mail.
    const quiet = guest();
    await rsvpRespond(quiet, { code, householdToken: household.token, answers: [] });
    await expect(readdir(quiet.outboxDir)).rejects.toThrow();
  });

  it('refuses answers after the cut-off, counted in the couple’s time zone', async () => {
    const household = await householdOf('Zoe', 'Smith');
    const answer = { code, householdToken: household.token, answers: [] };
    await setRsvpSettings(as(couple), { cutoff: '2027-02-28' });
    // 2 pm UTC on the 28th is already 1 March in Sydney: the cut-off has passed there.
    const before = now;
    now = new Date('2027-02-28T14:00:00Z');
    try {
      const refusal = await expectRefusal(rsvpRespond(guest(), answer), 'CONFLICT');
      expect(refusal.message).toBe('The cut-off for answers was 28 February 2027 and it has passed, so answers can no longer be changed here. Please contact Mia & Leo directly.');
      expect((await rsvpPage(guest(), { code })).open).toBe(false);
      // Still found (to see what they answered), not changed.
      expect((await find('Zoe', 'Smith')).status).toBe('found');
      now = new Date('2027-02-28T12:00:00Z'); // 11 pm on the 28th in Sydney: the last day still counts.
      await rsvpRespond(guest(), answer);
    } finally {
      now = before;
      await setRsvpSettings(as(couple), { cutoff: '2027-05-01' });
    }
  });

  it('works only with the household’s own token, of the current code', async () => {
    const nguyens = await householdOf('Chris', 'Nguyen');
    const zoe = await householdOf('Zoe', 'Smith');
    expect((await rsvpHousehold(guest(), { code, householdToken: nguyens.token })).name).toBe('The Nguyens');
    // Zoë's token never reaches the Nguyens: their ids are not in her household.
    await expectInvalid(rsvpRespond(guest(), { code, householdToken: zoe.token, answers: [{ guest_id: nguyens.members[0]!.id, meal: 'Fish' }] }), ['answers.0.guest_id']);
    // The token with another couple's code, a made-up one, a malformed one: not valid.
    for (const [theCode, token] of [[otherCode, nguyens.token], [code, 'x'.repeat(43)], [code, 'short']]) {
      expect((await expectRefusal(rsvpHousehold(guest(), { code: theCode, householdToken: token }), 'NOT_FOUND')).message).toBe(invalidAnswerLink);
      await expectRefusal(rsvpRespond(guest(), { code: theCode, householdToken: token, answers: [] }), 'NOT_FOUND');
    }
    // A new code ends every token made with the old one, and the old link.
    const fresh = (await regenerateRsvpCode(as(couple))).rsvpCode;
    await expectRefusal(rsvpHousehold(guest(), { code: fresh, householdToken: nguyens.token }), 'NOT_FOUND');
    await expectRefusal(rsvpRespond(guest(), { code, householdToken: nguyens.token, answers: [] }), 'NOT_FOUND');
    expect((await expectRefusal(rsvpFind(guest(), { code, firstName: 'Chris', lastName: 'Nguyen' }), 'NOT_FOUND')).message).toBe(invalidRsvpLink);
    code = fresh;
    const again = await householdOf('Chris', 'Nguyen');
    expect(again.token).not.toBe(nguyens.token);
    expect((await rsvpHousehold(guest(), { code, householdToken: again.token })).name).toBe('The Nguyens');
  });
});

describe('the inbox of notes from people not found', () => {
  it('takes notes, and the couple matches, adds or dismisses them', async () => {
    for (const [firstName, lastName, note] of [
      ['Chrissy', 'Nguyen', 'It is Christopher, I go by Chrissy'],
      ['Priya', 'Patel', 'Ben’s colleague: we met at the party'],
      ['Spam', 'Bot', 'Buy now'],
    ] as const) {
      expect(await rsvpLeaveNote(guest('192.0.2.50'), { code, firstName, lastName, email: firstName === 'Priya' ? 'priya@example.com' : '', note })).toBe(true);
    }
    let inbox = await rsvpInbox(as(couple));
    expect(inbox.map((entry) => [entry.firstName, entry.resolution])).toEqual([
      ['Spam', null],
      ['Priya', null],
      ['Chrissy', null],
    ]);
    const [spam, priya, chrissy] = inbox;
    const list = await guestList(as(couple));
    const christopher = named(list, 'Christopher');

    await expectInvalid(resolveRsvp(as(couple), { id: chrissy!.id, action: 'match' }), ['guestId']);
    await expectInvalid(resolveRsvp(as(couple), { id: chrissy!.id, action: 'merge' }), ['action']);
    expect((await resolveRsvp(as(couple), { id: chrissy!.id, action: 'match', guestId: christopher.id }))[0]).toMatchObject({ firstName: 'Spam', resolution: null });
    expect(named(await guestList(as(couple)), 'Christopher').notes).toBe('RSVP note (1 March 2027): It is Christopher, I go by Chrissy');
    await resolveRsvp(as(couple), { id: priya!.id, action: 'add' });
    const after = await guestList(as(couple));
    const added = named(after, 'Priya');
    expect(added).toMatchObject({ lastName: 'Patel', email: 'priya@example.com', notes: 'RSVP note (1 March 2027): Ben’s colleague: we met at the party' });
    expect(added.invitations).toHaveLength(after.events.length);
    expect(after.households.find((entry) => entry.id === added.householdId)?.name).toBe('Priya Patel');
    expect((await householdOf('Priya', 'Patel')).members).toHaveLength(1);
    inbox = await resolveRsvp(as(couple), { id: spam!.id, action: 'dismiss' });
    expect(inbox.map((entry) => [entry.firstName, entry.resolution, entry.guestId])).toEqual([
      ['Spam', 'dismissed', null],
      ['Priya', 'added', added.id],
      ['Chrissy', 'matched', christopher.id],
    ]);
    await expectRefusal(resolveRsvp(as(couple), { id: spam!.id, action: 'dismiss' }), 'CONFLICT');
  });

  it('is the couple’s alone', async () => {
    await rsvpLeaveNote(guest('192.0.2.51'), { code, firstName: 'Lena', lastName: 'Fischer', note: 'Plus one of Priya?' });
    const [lena] = await rsvpInbox(as(couple));
    const othersGuest = named(await guestList(as(other)), 'Christopher');
    expect(await rsvpInbox(as(other))).toEqual([]);
    await expectRefusal(resolveRsvp(as(other), { id: lena!.id, action: 'dismiss' }), 'NOT_FOUND');
    await expectRefusal(resolveRsvp(as(couple), { id: lena!.id, action: 'match', guestId: othersGuest.id }), 'NOT_FOUND');
    for (const [person, refusal] of [[vendor, 'FORBIDDEN'], [admin, 'FORBIDDEN'], [null, 'UNAUTHENTICATED']] as const) {
      await expectRefusal(rsvpInbox(as(person)), refusal);
      await expectRefusal(resolveRsvp(as(person), { id: lena!.id, action: 'dismiss' }), refusal);
    }
    expect((await rsvpInbox(as(couple)))[0]).toMatchObject({ firstName: 'Lena', resolution: null });
  });

  it('takes five notes an hour from one address', async () => {
    const note = { code, firstName: 'Rae', lastName: 'Moss', note: 'Hello' };
    for (let index = 0; index < 5; index += 1) await rsvpLeaveNote(guest('192.0.2.52'), note);
    await expectRefusal(rsvpLeaveNote(guest('192.0.2.52'), note), 'TOO_MANY_ATTEMPTS');
    await rsvpLeaveNote(guest('192.0.2.53'), note);
  });
});
