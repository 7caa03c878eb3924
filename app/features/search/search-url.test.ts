import { describe, expect, it } from 'vitest';
import { buildSearchUrl } from './search-url';

const paramsOf = (url: string) => Object.fromEntries(new URL(url, 'http://x').searchParams);

describe('buildSearchUrl (spec §7 search navigation)', () => {
  it('fixes the distance at 200 km for venues and writes number filters as [value,max]', () => {
    const url = buildSearchUrl({ category: 'venue', location: ' Pokolbin NSW ', distance: 5000, availability: '2027-03-06', attributes: { number_of_people: [120, 500] } });
    expect(url.startsWith('/search/?')).toBe(true);
    expect(paramsOf(url)).toEqual({
      category: 'venue',
      number_of_people: '[120,500]',
      location: '{"location":"Pokolbin NSW","distance":200000}',
      availability: '2027-03-06',
    });
  });

  it("uses the chosen distance for other categories and leaves out what wasn't given", () => {
    expect(paramsOf(buildSearchUrl({ category: 'photographer', location: 'Queenstown', distance: 100000 }))).toEqual({
      category: 'photographer',
      location: '{"location":"Queenstown","distance":100000}',
    });
    expect(paramsOf(buildSearchUrl({ category: 'cakes', location: '  ' }))).toEqual({ category: 'cakes' });
  });

  it('adds the chosen place as geometry={"lat","lng"}, only with its location', () => {
    const geometry = { lat: -32.78, lng: 151.29 };
    expect(paramsOf(buildSearchUrl({ category: 'venue', location: 'Pokolbin NSW', geometry }))).toEqual({
      category: 'venue',
      location: '{"location":"Pokolbin NSW","distance":200000}',
      geometry: '{"lat":-32.78,"lng":151.29}',
    });
    expect(paramsOf(buildSearchUrl({ category: 'venue', location: '', geometry }))).toEqual({ category: 'venue' });
  });
});
