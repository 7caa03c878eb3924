import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../../db/client';
import { seedReferenceData } from '../../../demo';
import { createTestDatabase } from '../../../tests/setup/database';
import { testContext } from '../../../tests/setup/context';
import { listCategoriesWithDetails, type CategoryWithDetails } from '../catalog';
import { readDate, readSearchParams } from './read-search-params';

let database: DatabaseHandle;
let categories: CategoryWithDetails[];

beforeAll(async () => {
  database = await createTestDatabase();
  await seedReferenceData(database.db);
  categories = await listCategoriesWithDetails(testContext(database.db));
});
afterAll(() => database.close());

const read = (search: string) => readSearchParams(new URLSearchParams(search), { categories });

describe('readSearchParams', () => {
  it('reads every part of spec §7 into a query and back into URL shapes', () => {
    const { query, state, notices, locationText } = read(
      'category=venue&number_of_people=[80,500]&min_price_per_person=[0,150]&venue_style=[["rustic"],["garden"]]&indoor_ceremony=yes' +
        '&reception_hours=[6,10]&location={"location":"Pokolbin NSW","distance":200000}&geometry={"lat":-32.78,"lng":151.28}&availability=2027-03-20&page=2',
    );
    expect(notices).toEqual([]);
    expect(locationText).toBeNull();
    expect(query.category.name).toBe('venue');
    expect(query.guests).toBe(80);
    expect(query.place).toEqual({ text: 'Pokolbin NSW', lat: -32.78, lng: 151.28, distance: 200000 });
    expect(query.availability).toBe('2027-03-20');
    expect(query.page).toBe(2);
    expect(query.attributes).toEqual([
      { kind: 'number', name: 'min_price_per_person', low: null, high: 150 },
      { kind: 'choices', name: 'venue_style', values: ['rustic', 'garden'] },
      { kind: 'choice', name: 'indoor_ceremony', value: 'yes' },
      { kind: 'range', name: 'reception_hours', from: 6, to: 10 },
    ]);
    expect(state.attributes).toEqual({
      number_of_people: [80, 500],
      min_price_per_person: [0, 150],
      venue_style: ['rustic', 'garden'],
      indoor_ceremony: 'yes',
      reception_hours: [6, 10],
    });
  });

  it('leaves out filters at their defaults: number filters only apply above 0, whole ranges not at all', () => {
    const { query, notices } = read('category=venue&number_of_people=[0,500]&min_price_per_person=[0,400]&min_total_cost=[0,100000]&reception_hours=[0,12]');
    expect(notices).toEqual([]);
    expect(query.guests).toBeNull();
    expect(query.attributes).toEqual([]);
    // Spec §5: a price slider at zero is no price filter, not "up to $0".
    expect(read('category=venue&min_price_per_person=[0,0]').query.attributes).toEqual([]);
  });

  it('fixes venue distance at 200 km and keeps a text-only location for the gazetteer', () => {
    const venue = read('location={"location":"  Byron   Bay ","distance":5000}');
    expect(venue.locationText).toBe('Byron Bay');
    expect(venue.state.location).toEqual({ location: 'Byron Bay', distance: 200000 });
    const florist = read('category=flowers&location={"location":"Byron Bay","distance":5000000}');
    expect(florist.state.location).toEqual({ location: 'Byron Bay' });
    expect(florist.notices).toEqual(['The distance must be between 1 km and 400 km; it was ignored.']);
  });

  it('reads the home search as it is sent without JavaScript: plain fields, guests as a bare number, distance in km, empty fields as no filter (issue 30)', () => {
    const venues = read('category=venue&location=Pokolbin+NSW&availability=&number_of_people=300&distance=100');
    expect(venues.notices).toEqual([]);
    expect(venues.query.guests).toBe(300);
    expect(venues.state.attributes).toEqual({ number_of_people: [300, 500] });
    // Venues are always searched within 200 km.
    expect(venues.state.location).toEqual({ location: 'Pokolbin NSW', distance: 200000 });
    const florists = read('category=flowers&location=Byron+Bay&availability=&number_of_people=&distance=50');
    expect(florists.notices).toEqual([]);
    expect(florists.state.location).toEqual({ location: 'Byron Bay', distance: 50000 });
    expect(florists.state.attributes).toEqual({});
    expect(read('category=flowers&location=Byron+Bay&distance=900').notices).toEqual(['The distance must be between 1 km and 400 km; it was ignored.']);
  });

  it('ignores what it cannot use, each with a notice', () => {
    const cases: [string, string][] = [
      ['category=spaceships', 'There is no category "spaceships": showing Wedding Venues.'],
      ['number_of_people=[80', 'The Number of guests filter was ignored: its value could not be read.'],
      ['number_of_people=[-5,500]', 'The Number of guests filter was ignored: it must lie between 0 and 500.'],
      ['number_of_people=[1e300,500]', 'The Number of guests filter was ignored: it must lie between 0 and 500.'],
      ['venue_style=["moon"]', 'The Venue styles filter was ignored: none of its choices exist.'],
      ['indoor_ceremony=maybe', 'The Indoor ceremony available filter was ignored: that choice does not exist.'],
      ['shoe_size=[1,2]', '"shoe_size" is not a filter of Wedding Venues and was ignored.'],
      ['number_of_photos=[1,2]', '"number_of_photos" is not a filter of Wedding Venues and was ignored.'],
      ['availability=2027-02-30', 'The date "2027-02-30" is not a valid date (YYYY-MM-DD) and was ignored.'],
      ['page=-3', '"-3" is not a page number; showing page 1.'],
      ['location={"nope":1}', 'The location could not be read and was ignored.'],
      ['location=Sydney&geometry={"lat":51.5,"lng":-0.12}', 'The map position could not be read or lies outside Australia and New Zealand; it was ignored.'],
      ['bounds=[[1,2]]', 'The map area could not be read and was ignored.'],
    ];
    for (const [search, notice] of cases) expect(read(search).notices, search).toEqual([notice]);
  });

  it('keeps at most the allowed number of choices, with the spec message', () => {
    const { query, notices } = read('venue_style=["rustic","garden","beach","vineyard"]');
    expect(query.attributes).toEqual([{ kind: 'choices', name: 'venue_style', values: ['rustic', 'garden', 'beach'] }]);
    expect(notices).toEqual(['Venue styles are limited to a maximum of 3 options']);
  });

  it('reads dates as YYYY-MM-DD or MM-DD-YYYY, real calendar days only', () => {
    expect(readDate('2028-02-29')).toBe('2028-02-29');
    expect(readDate('03-20-2027')).toBe('2027-03-20');
    expect(readDate('2027-02-29')).toBeNull();
    expect(readDate('2027-13-01')).toBeNull();
    expect(readDate('20270320')).toBeNull();
  });

  it('never throws on hundreds of random and hostile query strings', () => {
    const pieces = ['[', ']', '{', '}', '"', ',', ':', '-', '1e999', 'NaN', 'null', '%00', '<script>', "'; drop table services;--", '\u202e', '9'.repeat(400), 'ä'];
    const keys = ['category', 'location', 'geometry', 'availability', 'page', 'bounds', 'number_of_people', 'venue_style', 'indoor_ceremony', 'reception_hours', '__proto__', 'constructor'];
    let seed = 7;
    const next = (n: number) => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return seed % n;
    };
    for (let run = 0; run < 500; run++) {
      const params = new URLSearchParams();
      for (let part = next(5); part >= 0; part--) {
        let value = '';
        for (let length = next(8); length >= 0; length--) value += pieces[next(pieces.length)];
        params.append(keys[next(keys.length)], value);
      }
      const result = readSearchParams(params, { categories });
      expect(result.query.page).toBeGreaterThanOrEqual(1);
      expect(result.query.category).toBeDefined();
    }
  });
});
