import { afterEach, describe, expect, it } from 'vitest';
import { enquiryStart, rememberSearchForEnquiry } from './enquiry-prefill';

/** A tab's sessionStorage, as the browser keeps it. */
function useTabStorage() {
  const items = new Map<string, string>();
  globalThis.sessionStorage = {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  } as Storage;
}

afterEach(() => {
  delete (globalThis as { sessionStorage?: Storage }).sessionStorage;
});

describe('where an enquiry starts', () => {
  it('takes the profile’s date first and the search’s guests, each saying where it came from', () => {
    useTabStorage();
    rememberSearchForEnquiry({ availability: '2027-05-01', attributes: { number_of_people: [150, 1000] } });
    expect(enquiryStart('2027-03-06', '2026-11-27', true)).toEqual({
      values: { wedding_date: '2027-03-06', guests: '150' },
      notes: { wedding_date: 'From your profile.', guests: 'From your search.' },
    });
  });

  it('takes the search’s date when the profile has none, or only a past one', () => {
    useTabStorage();
    rememberSearchForEnquiry({ availability: '2027-05-01', attributes: {} });
    expect(enquiryStart(null, '2026-11-27', true).values).toEqual({ wedding_date: '2027-05-01' });
    expect(enquiryStart('2026-01-10', '2026-11-27', true).notes).toEqual({ wedding_date: 'From your search.' });
  });

  it('forgets a search without date or guests, and leaves out what is past or malformed', () => {
    useTabStorage();
    rememberSearchForEnquiry({ availability: '2027-05-01', attributes: {} });
    rememberSearchForEnquiry({ availability: null, attributes: { number_of_people: [0, 1000] } });
    expect(enquiryStart(null, '2026-11-27', true)).toEqual({ values: {}, notes: {} });
    sessionStorage.setItem('ever-after:enquiry-search', JSON.stringify({ date: '2026-01-01', guests: 'many' }));
    expect(enquiryStart(null, '2026-11-27', true)).toEqual({ values: {}, notes: {} });
    sessionStorage.setItem('ever-after:enquiry-search', '{not json');
    expect(enquiryStart('2027-03-06', '2026-11-27', true).values).toEqual({ wedding_date: '2027-03-06' });
  });

  it('starts from the profile alone where there is no tab to remember a search (the server)', () => {
    expect(enquiryStart('2027-03-06', '2026-11-27', true)).toEqual({ values: { wedding_date: '2027-03-06' }, notes: { wedding_date: 'From your profile.' } });
    expect(() => rememberSearchForEnquiry({ availability: '2027-05-01', attributes: {} })).not.toThrow();
  });
});
