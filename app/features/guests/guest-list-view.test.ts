import { describe, expect, it } from 'vitest';
import type { Guest, GuestList } from '../../../server/modules/guests';
import { guestChoicesOf, viewGuestList } from './guest-list-view';
import { guestQueryOf, type GuestQuery } from './guest-query';
import { partnerNames, sideLabel } from './partner-names';

const ceremony = 11;
const reception = 12;
type Answer = [event: number, status: 'waiting' | 'attending' | 'declined'];

let nextId = 1;
function guest(householdId: number, firstName: string, lastName: string, more: Partial<Guest> & { answers?: Answer[] } = {}): Guest {
  const { answers = [], ...rest } = more;
  return {
    id: nextId++,
    householdId,
    firstName,
    lastName,
    ageGroup: 'adult',
    side: 'both',
    groupName: '',
    email: '',
    dietary: '',
    meal: '',
    notes: '',
    plusOnesAllowed: 0,
    plusOneOf: null,
    tableId: null,
    deletedAt: null,
    updatedAt: new Date(0),
    invitations: answers.map(([eventId, status]) => ({ eventId, status, answeredAt: null })),
    ...rest,
  };
}

function household(id: number, name: string, guests: Guest[], email = '') {
  return { id, name, address: '', email, phone: '', guests };
}

const nguyens = household(1, 'The Nguyens', [
  guest(1, 'Christopher', 'Nguyễn', { side: 'partner-1', groupName: 'University friends', email: 'chris@example.com', plusOnesAllowed: 1, answers: [[ceremony, 'attending'], [reception, 'waiting']] }),
  guest(1, 'Ada', 'Nguyen', { ageGroup: 'child', answers: [[ceremony, 'attending'], [reception, 'attending']] }),
]);
const host = nguyens.guests[0];
nguyens.guests.splice(1, 0, guest(1, 'Sam', 'Lee', { plusOneOf: host.id, answers: [[ceremony, 'waiting']] }));
const obriens = household(2, 'O’Brien family', [guest(2, 'Zoë', 'O’Brien', { side: 'partner-2', groupName: 'Family', answers: [[ceremony, 'declined'], [reception, 'declined']] })], 'obrien@example.com');
const empty = household(3, 'Aunt May', []);
const smiths = household(4, 'Smiths', [guest(4, 'Bea', 'Smith', { groupName: 'family', tableId: 7 })]);

const list = {
  mealOptions: ['Fish', 'Vegan'],
  households: [nguyens, obriens, empty, smiths],
  events: [
    { id: ceremony, name: 'Ceremony', kind: 'ceremony', date: null, time: null, place: '', position: 0, counts: { invited: 0, attending: 0, declined: 0, waiting: 0 } },
    { id: reception, name: 'Reception', kind: 'reception', date: null, time: null, place: '', position: 1, counts: { invited: 0, attending: 0, declined: 0, waiting: 0 } },
  ],
  tables: [{ id: 7, name: 'Table 7', seats: 8, seated: 1, over: false, guestIds: [] }],
} as unknown as GuestList;

const query = (params: string): GuestQuery => guestQueryOf(new URLSearchParams(params));
const shown = (params: string) => viewGuestList(list, query(params)).households.map((entry) => [entry.name, entry.guests.map((row) => row.firstName)]);

describe('the guest list page’s search, filters and sort', () => {
  it('shows every household by name, each plus-one after their host, with its states per event, host, table and plus-ones left', () => {
    const view = viewGuestList(list, query(''));
    expect(view.households.map((entry) => [entry.name, entry.guests.map((row) => row.firstName)])).toEqual([
      ['Aunt May', []],
      ['O’Brien family', ['Zoë']],
      ['Smiths', ['Bea']],
      ['The Nguyens', ['Christopher', 'Sam', 'Ada']],
    ]);
    expect(view.shownGuests).toBe(5);
    expect(view.filtered).toBe(false);
    const rows = view.households[3].guests;
    expect(rows[0]).toMatchObject({ states: ['attending', 'waiting'], plusOnesLeft: 0, plusOneOf: null });
    expect(rows[1]).toMatchObject({ states: ['waiting', null], plusOneOf: 'Christopher Nguyễn', hostId: host.id });
    expect(view.households[2].guests[0].table).toBe('Table 7');
  });

  it('searches names and e-mail in any case and without accents, and households by their name or e-mail', () => {
    expect(shown('q=nguyen')).toEqual([['The Nguyens', ['Christopher', 'Sam', 'Ada']]]);
    expect(shown('q=CHRIS')).toEqual([['The Nguyens', ['Christopher']]]);
    expect(shown('q=zoe+obrien')).toEqual([['O’Brien family', ['Zoë']]]);
    expect(shown('q=chris%40example')).toEqual([['The Nguyens', ['Christopher']]]);
    expect(shown('q=obrien%40example.com')).toEqual([['O’Brien family', ['Zoë']]]);
    expect(shown('q=aunt')).toEqual([['Aunt May', []]]);
    expect(shown('q=nobody')).toEqual([]);
    expect(viewGuestList(list, query('q=chris')).filtered).toBe(true);
  });

  it('filters by side, group (any case), RSVP state and event, together', () => {
    expect(shown('side=partner-2')).toEqual([['O’Brien family', ['Zoë']]]);
    expect(shown('group=Family')).toEqual([
      ['O’Brien family', ['Zoë']],
      ['Smiths', ['Bea']],
    ]);
    expect(shown('rsvp=waiting')).toEqual([['The Nguyens', ['Christopher', 'Sam']]]);
    expect(shown(`rsvp=waiting&event=${reception}`)).toEqual([['The Nguyens', ['Christopher']]]);
    expect(shown(`event=${reception}`)).toEqual([
      ['O’Brien family', ['Zoë']],
      ['The Nguyens', ['Christopher', 'Ada']],
    ]);
    expect(shown(`rsvp=not-invited&event=${reception}`)).toEqual([
      ['Smiths', ['Bea']],
      ['The Nguyens', ['Sam']],
    ]);
    expect(shown('rsvp=not-invited')).toEqual([['Smiths', ['Bea']]]);
    expect(shown('rsvp=declined&side=partner-2&q=zoe')).toEqual([['O’Brien family', ['Zoë']]]);
    // An event of another couple's (or none) filters nothing.
    expect(shown('event=999')).toHaveLength(4);
  });

  it('sorts by last name, first name, RSVP (waiting first) and recently added', () => {
    expect(shown('sort=last')).toEqual([
      ['The Nguyens', ['Sam', 'Ada', 'Christopher']],
      ['O’Brien family', ['Zoë']],
      ['Smiths', ['Bea']],
      ['Aunt May', []],
    ]);
    expect(shown('sort=first').map(([name]) => name)).toEqual(['The Nguyens', 'Smiths', 'O’Brien family', 'Aunt May']);
    expect(shown('sort=rsvp')).toEqual([
      ['The Nguyens', ['Sam', 'Christopher', 'Ada']],
      ['O’Brien family', ['Zoë']],
      ['Aunt May', []],
      ['Smiths', ['Bea']],
    ]);
    expect(shown(`sort=rsvp&event=${ceremony}`)).toEqual([
      ['The Nguyens', ['Sam', 'Ada', 'Christopher']],
      ['O’Brien family', ['Zoë']],
    ]);
    expect(shown('sort=recent')).toEqual([
      ['Aunt May', []],
      ['Smiths', ['Bea']],
      ['O’Brien family', ['Zoë']],
      ['The Nguyens', ['Sam', 'Ada', 'Christopher']],
    ]);
  });

  it('offers the groups used and the meals on offer or used, once each in any case as first spelled, and the households A to Z', () => {
    nguyens.guests[1].meal = 'fish';
    expect(guestChoicesOf(list)).toEqual({
      groups: ['Family', 'University friends'],
      meals: ['Fish', 'Vegan'],
      households: [
        { id: 3, name: 'Aunt May' },
        { id: 2, name: 'O’Brien family' },
        { id: 4, name: 'Smiths' },
        { id: 1, name: 'The Nguyens' },
      ],
    });
    nguyens.guests[1].meal = '';
  });

  it('reads only what it knows from the URL', () => {
    expect(guestQueryOf(new URLSearchParams(`q=${'x'.repeat(500)}&side=left&rsvp=maybe&event=-3&sort=%00&select=all&group=%20Work%20`))).toEqual({
      q: 'x'.repeat(100),
      side: '',
      group: 'Work',
      rsvp: '',
      event: null,
      sort: 'household',
      selectAll: true,
    });
  });
});

describe('the partners’ names for the sides', () => {
  it('reads the two names from the nickname, else the first name and "your partner"', () => {
    const names = partnerNames({ firstName: 'Emma', nickname: 'Emma & Liam' });
    expect(names).toEqual({ first: 'Emma', second: 'Liam' });
    expect(partnerNames({ firstName: 'Aroha', nickname: 'Aroha and Sam' })).toEqual({ first: 'Aroha', second: 'Sam' });
    expect([sideLabel('partner-1', names), sideLabel('partner-2', names), sideLabel('both', names)]).toEqual(['Emma’s side', 'Liam’s side', 'Both sides']);
    const alone = partnerNames({ firstName: 'Juniper', nickname: null });
    expect(alone).toEqual({ first: 'Juniper', second: 'Your partner' });
    expect(sideLabel('partner-2', alone)).toBe('Your partner’s side');
  });
});
