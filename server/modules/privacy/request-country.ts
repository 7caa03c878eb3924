import { privacyDeadline, type PrivacyCountry } from '../../../shared/privacy/privacy-deadline';
import { todayIn } from '../../../shared/planning/dates';
import type { RequestContext } from '../../context';
import { hasRole, type Viewer } from '../../kernel';
import { findPlaceNamed } from '../geo';
import { findVendorProfile } from '../vendors';

/** Today in a request's country: its deadline and the days left to it are counted from it. */
export const todayInCountry = (country: PrivacyCountry, now: Date) => todayIn(country === 'NZ' ? 'nz' : 'au', now);

/** The country whose law sets a request's deadline, the day it came there, and that deadline. */
export type RequestDeadline = { country: PrivacyCountry; received: string; dueOn: string };

/**
 * Where a person lives, as well as the site knows it (docs/privacy.md, "Requests and deadlines"):
 * a vendor's business country (registered and checked with its ABN or NZBN); a couple's address on
 * their profile, else their wedding location, read through the gazetteer. The request's own
 * headers are not used: a guess from them follows travel and VPNs, not residence.
 */
async function personCountry(ctx: RequestContext, person: Viewer): Promise<PrivacyCountry | null> {
  if (hasRole(person, 'vendor')) {
    const business = await findVendorProfile(ctx, { userId: person.id }).catch(() => null);
    if (business) return business.businessCountry === 'nz' ? 'NZ' : 'AU';
  }
  for (const text of [person.address, person.weddingLocation]) {
    // 'Ponsonby, Auckland 1011' is looked up as 'Auckland': the last part, without its postcode.
    const place = text?.split(',').at(-1)?.replace(/\b\d{4}\s*$/, '').trim().slice(0, 200);
    const found = place ? await findPlaceNamed(ctx, { text: place }) : null;
    if (found?.countryCode === 'nz') return 'NZ';
    if (found?.countryCode === 'au') return 'AU';
  }
  return null;
}

/**
 * The deadline of a request made now. When the person's country is not known, the earlier of the
 * two laws' deadlines: answering by it is in time under either.
 */
export async function requestDeadline(ctx: RequestContext, person: Viewer): Promise<RequestDeadline> {
  const known = await personCountry(ctx, person);
  const now = ctx.clock.now();
  const options = (known ? [known] : (['AU', 'NZ'] as const)).map((country) => {
    const received = todayInCountry(country, now);
    return { country, received, dueOn: privacyDeadline(country, received) };
  });
  return options.reduce((earliest, option) => (option.dueOn < earliest.dueOn ? option : earliest));
}
