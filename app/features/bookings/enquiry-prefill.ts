/**
 * Issue 31: an enquiry starts from what the couple already told us: the wedding date on their
 * profile, or else the date and guests of the search they came from. The search is remembered in
 * this tab only (sessionStorage, never sent anywhere), and each prefilled field says where its value
 * came from, so nobody sends a vendor a date they did not mean.
 */

export type EnquiryStart = {
  values: { wedding_date?: string; guests?: string };
  notes: { wedding_date?: string; guests?: string };
};

const searchKey = 'ever-after:enquiry-search';
const fromProfile = 'From your profile.';
const fromSearch = 'From your search.';

type RememberedSearch = { date?: string; guests?: number };

/** The search page calls this with its filters: the availability date and the least number of guests. */
export function rememberSearchForEnquiry(search: { availability: string | null; attributes: Record<string, unknown> }) {
  const range = search.attributes.number_of_people;
  const guests = Array.isArray(range) && typeof range[0] === 'number' && range[0] > 0 ? range[0] : undefined;
  const remembered: RememberedSearch = { date: search.availability ?? undefined, guests };
  try {
    if (!remembered.date && !remembered.guests) sessionStorage.removeItem(searchKey);
    else sessionStorage.setItem(searchKey, JSON.stringify(remembered));
  } catch {
    // Storage refused (private mode, quota): the enquiry just starts empty.
  }
}

function rememberedSearch(): RememberedSearch {
  try {
    const parsed: unknown = JSON.parse(sessionStorage.getItem(searchKey) ?? '{}');
    if (!parsed || typeof parsed !== 'object') return {};
    const { date, guests } = parsed as Record<string, unknown>;
    return {
      date: typeof date === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(date) ? date : undefined,
      guests: typeof guests === 'number' && Number.isInteger(guests) && guests > 0 ? guests : undefined,
    };
  } catch {
    return {};
  }
}

/**
 * Where an enquiry starts: `profileDay` (YYYY-MM-DD) first; the remembered search only in a browser
 * (the server renders the profile's date alone). A date already past is left out.
 */
export function enquiryStart(profileDay: string | null | undefined, today: string, withSearch: boolean): EnquiryStart {
  const start: EnquiryStart = { values: {}, notes: {} };
  const search = withSearch ? rememberedSearch() : {};
  if (profileDay && profileDay >= today) {
    start.values.wedding_date = profileDay;
    start.notes.wedding_date = fromProfile;
  } else if (search.date && search.date >= today) {
    start.values.wedding_date = search.date;
    start.notes.wedding_date = fromSearch;
  }
  if (search.guests) {
    start.values.guests = String(search.guests);
    start.notes.guests = fromSearch;
  }
  return start;
}
