import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { guestSettings } from '../../../db/schema/guests';
import { timeZones, todayIn } from '../../../shared/planning/dates';
import type { RequestContext } from '../../context';
import { isCouple, type Viewer } from '../../kernel';
import { listViewers } from '../accounts/internal';
import { findPlaceNamed } from '../geo';
import { rsvpClosed, rsvpLinkNotFound } from './policy';

/**
 * The private RSVP link `/rsvp/{code}` as its public use cases read it: the couple behind the code,
 * what their page shows and whether answers may still change. Any code that is not a current one
 * (wrong, old, malformed, of a suspended or no longer a couple's account) is one answer: "not valid".
 */
export type RsvpLink = {
  coupleId: number;
  code: string;
  coupleNames: string;
  /** YYYY-MM-DD, from the couple's profile. */
  weddingDate: string | null;
  /** The venue and location of the profile, as one line. */
  weddingPlace: string | null;
  message: string;
  /** The last day answers may change (inclusive, in the couple's time zone), or none. */
  cutoff: string | null;
  /** Today where the couple marries; answers may change while it is not past the cut-off. */
  today: string;
  open: boolean;
  timeZone: string;
  mealOptions: string[];
};

const codePattern = /^[A-Za-z0-9_-]{32,64}$/;

/**
 * A code from a URL or a client: one that could be a code (guest_settings' 32 to 64 URL-safe
 * characters), else null, which names nothing. No message of its own: every wrong code gets the
 * same "not valid" answer, and a malformed one gets it before any query.
 */
export const rsvpCodeField = z.unknown().transform((value) => (typeof value === 'string' && codePattern.test(value) ? value : null));

/** How the RSVP page names the couple: the profile's nickname ("Emma & Liam"), else the account's name. */
export function coupleNamesOf(couple: Pick<Viewer, 'nickname' | 'firstName' | 'lastName'>): string {
  return couple.nickname?.trim() || [couple.firstName, couple.lastName].filter((part) => part?.trim()).join(' ');
}

const longDate = new Intl.DateTimeFormat('en-AU', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
/** '6 March 2027' from '2027-03-06'. */
export const longDay = (day: string) => longDate.format(new Date(`${day}T00:00:00Z`));

/** The couple behind a code, or "not valid". */
export async function findRsvpLink(ctx: RequestContext, code: string | null): Promise<RsvpLink> {
  if (code === null) throw rsvpLinkNotFound();
  const [settings] = await ctx.db.select().from(guestSettings).where(eq(guestSettings.rsvpCode, code));
  if (!settings) throw rsvpLinkNotFound();
  const couple = (await listViewers(ctx, [settings.coupleId])).get(settings.coupleId);
  if (!couple || couple.suspended || !isCouple(couple)) throw rsvpLinkNotFound();
  // The couple's time zone is planning's: their country's (Sydney's for Australia and when unknown),
  // from the wedding location through the gazetteer.
  const location = couple.weddingLocation?.trim() ?? '';
  const place = location ? await findPlaceNamed(ctx, { text: location.slice(0, 200) }) : null;
  const country = place?.countryCode === 'nz' ? 'nz' : 'au';
  const today = todayIn(country, ctx.clock.now());
  const where = [couple.weddingVenue?.trim(), location].filter(Boolean).join(', ');
  return {
    coupleId: settings.coupleId,
    code: settings.rsvpCode,
    coupleNames: coupleNamesOf(couple),
    weddingDate: couple.weddingDate?.slice(0, 10) ?? null,
    weddingPlace: where || null,
    message: settings.rsvpMessage,
    cutoff: settings.rsvpCutoff,
    today,
    open: settings.rsvpCutoff === null || today <= settings.rsvpCutoff,
    timeZone: timeZones[country],
    mealOptions: settings.mealOptions,
  };
}

/** Answers may change until the cut-off (inclusive): after it, the guest is told to contact the couple. */
export function requireOpen(link: RsvpLink): void {
  if (!link.open) throw rsvpClosed(longDay(link.cutoff!), link.coupleNames);
}
