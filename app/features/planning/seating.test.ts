import { describe, expect, it } from 'vitest';
import type { Guest, GuestList } from '../../../server/modules/guests';
import { boardOf, findYourSeat, letterOf, mealsOf, seatingOf, sortedName } from './seating';

const ceremony = 1;
const reception = 2;

let nextId = 1;
function guest(firstName: string, lastName: string, { tableId = null, answers = {}, meal = '', dietary = '', ageGroup = 'adult' }: { tableId?: number | null; answers?: Record<number, string>; meal?: string; dietary?: string; ageGroup?: string } = {}): Guest {
  return {
    id: nextId++,
    householdId: 1,
    firstName,
    lastName,
    ageGroup,
    side: 'both',
    groupName: '',
    email: 'private@example.com',
    dietary,
    meal,
    notes: 'private notes',
    plusOnesAllowed: 0,
    plusOneOf: null,
    tableId,
    deletedAt: null,
    updatedAt: new Date(0),
    invitations: Object.entries(answers).map(([eventId, status]) => ({ eventId: Number(eventId), status, answeredAt: null })),
  } as Guest;
}

function listOf(guests: Guest[], { withReception = true } = {}): GuestList {
  const event = (id: number, name: string, kind: string) => ({ id, name, kind, date: null, time: null, place: '', position: id, counts: { invited: 0, attending: 0, declined: 0, waiting: 0 } });
  return {
    rsvpCode: 'code',
    rsvpMessage: '',
    rsvpCutoff: null,
    mealOptions: [],
    households: [{ id: 1, name: 'Everyone', address: '', email: '', phone: '', rsvpAnsweredAt: null, rsvpMessage: '', rsvpEmail: '', guests }],
    events: withReception ? [event(ceremony, 'Ceremony', 'ceremony'), event(reception, 'Reception', 'reception')] : [event(ceremony, 'Ceremony', 'ceremony')],
    tables: [
      { id: 10, name: 'Rose', seats: 2, seated: 0, over: false, guestIds: [] },
      { id: 11, name: 'Fern', seats: 8, seated: 0, over: false, guestIds: [] },
    ],
    deleted: [],
    counts: { households: 1, guests: guests.length, adults: 0, children: 0, infants: 0 },
    meals: [],
    dietary: [],
  };
}

describe('seating', () => {
  it('keeps only what seating needs, sorted by last name then first name, accents and case aside', () => {
    const seating = seatingOf(listOf([guest('Zoë', 'Łukasz'), guest('anna', 'lee'), guest('Ben', 'Lee'), guest('Cher', '')]));
    expect(seating.guests.map(sortedName)).toEqual(['Cher', 'lee, anna', 'Lee, Ben', 'Łukasz, Zoë']);
    expect(JSON.stringify(seating)).not.toMatch(/private/);
    expect(seating.reception).toBe('Reception');
  });

  it('follows the reception answer: attending, not answered, declined, or not invited to it', () => {
    const seating = seatingOf(
      listOf([
        guest('A', 'Attending', { answers: { [ceremony]: 'declined', [reception]: 'attending' } }),
        guest('W', 'Waiting', { answers: { [reception]: 'waiting' } }),
        guest('D', 'Declined', { answers: { [ceremony]: 'attending', [reception]: 'declined' } }),
        guest('N', 'Ceremony only', { answers: { [ceremony]: 'attending' } }),
      ]),
    );
    expect(Object.fromEntries(seating.guests.map((entry) => [entry.firstName, entry.state]))).toEqual({ A: 'attending', W: 'waiting', D: 'declined', N: 'not-invited' });
    // Without a reception, any event's answer counts, attending first.
    const noReception = seatingOf(listOf([guest('A', 'Any', { answers: { [ceremony]: 'attending' } }), guest('X', 'None')], { withReception: false }));
    expect(noReception.guests.map((entry) => entry.state)).toEqual(['attending', 'not-invited']);
  });

  it('lays out the board: tables with their guests (over capacity flagged), attending first among the unseated, the not coming apart', () => {
    const seating = seatingOf(
      listOf([
        guest('Wendy', 'Adams', { answers: { [reception]: 'waiting' } }),
        guest('Amy', 'Brown', { answers: { [reception]: 'attending' } }),
        guest('Dan', 'Clark', { answers: { [reception]: 'declined' } }),
        guest('Ann', 'Dunn', { tableId: 10, answers: { [reception]: 'attending' } }),
        guest('Bob', 'Evans', { tableId: 10, answers: { [reception]: 'attending' } }),
        guest('Cat', 'Ford', { tableId: 10, answers: { [reception]: 'declined' } }),
      ]),
    );
    const board = boardOf(seating);
    expect(board.tables.map((table) => [table.name, table.guests.map((entry) => entry.firstName), table.over])).toEqual([
      ['Rose', ['Ann', 'Bob', 'Cat'], true],
      ['Fern', [], false],
    ]);
    expect(board.unseated.map((entry) => entry.firstName)).toEqual(['Amy', 'Wendy']);
    expect(board.notComing.map((entry) => entry.firstName)).toEqual(['Dan']);
    expect(board).toMatchObject({ seats: 10, seated: 3, expected: 4 });

    // A seat shown before the server confirms it: Amy at Fern, Ann off her table.
    const amy = seating.guests.find((entry) => entry.firstName === 'Amy')!;
    const ann = seating.guests.find((entry) => entry.firstName === 'Ann')!;
    const moved = boardOf(seating, new Map([[amy.id, 11], [ann.id, null]]));
    expect(moved.tables.map((table) => table.guests.map((entry) => entry.firstName))).toEqual([['Bob', 'Cat'], ['Amy']]);
    expect(moved.tables[0].over).toBe(false);
    expect(moved.unseated.map((entry) => entry.firstName)).toEqual(['Ann', 'Wendy']);
  });

  it('counts a table’s meals, most chosen first', () => {
    const guests = ['Fish', 'Beef', 'Fish', '', 'Vegetarian'].map((meal) => ({ ...seatingOf(listOf([guest('A', 'B', { meal })])).guests[0] }));
    expect(mealsOf(guests)).toEqual([
      { meal: 'Fish', count: 2 },
      { meal: 'Beef', count: 1 },
      { meal: 'Vegetarian', count: 1 },
    ]);
  });

  it('files "Find your seat" by last name under letters A to Z, accents folded, anything else under # at the end', () => {
    expect(letterOf({ firstName: 'x', lastName: 'Ó’Brien' })).toBe('O');
    expect(letterOf({ firstName: 'Zoë', lastName: '' })).toBe('Z');
    expect(letterOf({ firstName: 'x', lastName: '8th' })).toBe('#');
    const seating = seatingOf(
      listOf([
        guest('Anna', 'Lee', { tableId: 11 }),
        guest('Émile', 'Ólafsson', { tableId: 10 }),
        guest('Ben', 'lee', { tableId: 10 }),
        guest('Unseated', 'Adams'),
        guest('Sam', '8th', { tableId: 11 }),
        guest('Oscar', 'Owen', { tableId: 11 }),
      ]),
    );
    expect(findYourSeat(seating).map(({ letter, entries }) => [letter, entries.map((entry) => `${sortedName(entry.guest)} → ${entry.table}`)])).toEqual([
      ['L', ['Lee, Anna → Fern', 'lee, Ben → Rose']],
      ['O', ['Ólafsson, Émile → Rose', 'Owen, Oscar → Fern']],
      ['#', ['8th, Sam → Fern']],
    ]);
  });
});
