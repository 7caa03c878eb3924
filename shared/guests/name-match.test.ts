import { describe, expect, it } from 'vitest';
import { firstNamesStartAlike, matchGuests, nameKey, prepareGuests, tidyName, type MatchableGuest } from './name-match';

let next = 1;
const guest = (firstName: string, lastName: string, householdId: number, extra: Partial<MatchableGuest<number, number>> = {}): MatchableGuest<number, number> => ({ id: next++, householdId, firstName, lastName, ...extra });

const list = [
  guest('Christopher', 'Nguyen', 1),
  guest('Linh', 'Nguyen', 1),
  guest('Zoë', 'O’Brien', 2),
  guest('José', 'García', 3),
  guest('Anne-Marie', 'Smith-Jones', 4),
  guest('Katherine', 'Lee', 5),
  guest('Al', 'Baker', 6),
];
const idOf = (first: string) => list.find((g) => g.firstName === first)!.id;

describe('nameKey', () => {
  it('ignores case, accents, spaces, apostrophes and hyphens', () => {
    expect(nameKey('  Zoë ')).toBe('zoe');
    expect(nameKey('JOSÉ')).toBe('jose');
    expect(nameKey('O’Brien')).toBe(nameKey('obrien'));
    expect(nameKey("O'Brien")).toBe(nameKey('o brien'));
    expect(nameKey('Smith-Jones')).toBe(nameKey('smith  jones'));
    expect(nameKey('Weiß')).toBe('weiss');
    expect(nameKey('Søren Łukasz')).toBe('sorenlukasz');
  });

  it('tidies a typed name for display', () => {
    expect(tidyName('  Mary   Ann ')).toBe('Mary Ann');
  });
});

describe('matchGuests', () => {
  it('matches exactly in any case, accents and extra spaces, returning only that household', () => {
    expect(matchGuests({ firstName: '  zoe ', lastName: "o'brien" }, list)).toEqual({ kind: 'exact', householdId: 2, guestIds: [idOf('Zoë')] });
    expect(matchGuests({ firstName: 'Jose', lastName: 'GARCIA' }, list)).toEqual({ kind: 'exact', householdId: 3, guestIds: [idOf('José')] });
    expect(matchGuests({ firstName: 'CHRISTOPHER', lastName: 'nguyen' }, list)).toMatchObject({ kind: 'exact', householdId: 1 });
  });

  it('matches hyphenated names written with spaces, or by one of their parts when the first name starts alike', () => {
    expect(matchGuests({ firstName: 'Anne Marie', lastName: 'Smith Jones' }, list)).toMatchObject({ kind: 'exact', householdId: 4 });
    expect(matchGuests({ firstName: 'Anne', lastName: 'Smith' }, list)).toMatchObject({ kind: 'similar', householdId: 4 });
    expect(matchGuests({ firstName: 'Bob', lastName: 'Jones' }, list)).toEqual({ kind: 'none' });
  });

  it('finds by a first name that starts alike, in either direction', () => {
    expect(matchGuests({ firstName: 'Chris', lastName: 'Nguyen' }, list)).toEqual({ kind: 'similar', householdId: 1, guestIds: [idOf('Christopher')] });
    expect(matchGuests({ firstName: 'Kath', lastName: 'Lee' }, list)).toMatchObject({ kind: 'similar', householdId: 5 });
    expect(matchGuests({ firstName: 'Alan', lastName: 'Baker' }, list)).toMatchObject({ kind: 'similar', householdId: 6 });
  });

  it('refuses prefixes shorter than two letters, and names that only look alike', () => {
    expect(firstNamesStartAlike('c', 'christopher')).toBe(false);
    expect(firstNamesStartAlike('ch', 'christopher')).toBe(true);
    expect(matchGuests({ firstName: 'C', lastName: 'Nguyen' }, list)).toEqual({ kind: 'none' });
    expect(matchGuests({ firstName: 'Kate', lastName: 'Lee' }, list)).toEqual({ kind: 'none' });
    expect(matchGuests({ firstName: 'Chris', lastName: 'Ngu' }, list)).toEqual({ kind: 'none' });
  });

  it('finds nothing for a made-up or empty name', () => {
    expect(matchGuests({ firstName: 'Made', lastName: 'Up' }, list)).toEqual({ kind: 'none' });
    expect(matchGuests({ firstName: ' ', lastName: 'Nguyen' }, list)).toEqual({ kind: 'none' });
    expect(matchGuests({ firstName: 'Chris', lastName: '—' }, list)).toEqual({ kind: 'none' });
  });

  it('prefers an exact match over similar ones', () => {
    const guests = [guest('Chris', 'Doe', 10), guest('Christina', 'Doe', 11)];
    expect(matchGuests({ firstName: 'Chris', lastName: 'Doe' }, guests)).toMatchObject({ kind: 'exact', householdId: 10 });
  });

  it('asks for an e-mail when several households match, and lets the e-mail break the tie', () => {
    const guests = [guest('John', 'Smith', 20, { email: 'john@one.example' }), guest('John', 'Smith', 21, { householdEmail: 'Smiths@Two.example' }), guest('Johnny', 'Smith', 22)];
    expect(matchGuests({ firstName: 'John', lastName: 'Smith' }, guests)).toEqual({ kind: 'needs-email', tier: 'exact' });
    expect(matchGuests({ firstName: 'John', lastName: 'Smith', email: ' JOHN@one.example ' }, guests)).toMatchObject({ kind: 'exact', householdId: 20 });
    expect(matchGuests({ firstName: 'John', lastName: 'Smith', email: 'smiths@two.example' }, guests)).toMatchObject({ kind: 'exact', householdId: 21 });
    expect(matchGuests({ firstName: 'John', lastName: 'Smith', email: 'nobody@example.com' }, guests)).toEqual({ kind: 'needs-email', tier: 'exact' });
    expect(matchGuests({ firstName: 'Jo', lastName: 'Smith' }, guests)).toEqual({ kind: 'needs-email', tier: 'similar' });
  });

  it('returns every matched guest of one household once', () => {
    const guests = [guest('Sam', 'Park', 30), guest('Samantha', 'Park', 30)];
    const result = matchGuests({ firstName: 'Sa', lastName: 'Park' }, prepareGuests(guests));
    expect(result).toEqual({ kind: 'similar', householdId: 30, guestIds: guests.map((g) => g.id) });
  });
});
