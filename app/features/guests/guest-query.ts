/**
 * The guest list page's query (issue 34): search, filters and sort from its GET form, so it works
 * without scripts and a filtered list can be bookmarked. Read here; applied in guest-list-view.ts,
 * which only the loader imports (the page's scripts need only these names and labels).
 */

export const sorts = ['household', 'last', 'first', 'rsvp', 'recent'] as const;
export type Sort = (typeof sorts)[number];
export const sortLabels: Record<Sort, string> = { household: 'Household', last: 'Last name', first: 'First name', rsvp: 'RSVP (waiting first)', recent: 'Recently added' };

export const rsvpStates = ['waiting', 'attending', 'declined', 'not-invited'] as const;
export type RsvpFilter = (typeof rsvpStates)[number];
export const rsvpLabels: Record<RsvpFilter, string> = { waiting: 'Waiting', attending: 'Attending', declined: 'Declined', 'not-invited': 'Not invited' };

export const sideValues = ['partner-1', 'partner-2', 'both'] as const;

export type GuestQuery = {
  /** Names or e-mail, as typed (cut to 100 characters). */
  q: string;
  side: (typeof sideValues)[number] | '';
  group: string;
  rsvp: RsvpFilter | '';
  event: number | null;
  sort: Sort;
  /** "Select all shown": every shown guest's box starts ticked. */
  selectAll: boolean;
};

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | '' => (values as readonly string[]).includes(value ?? '') ? (value as T) : '';

/** The query from the URL: anything unknown or malformed is ignored, never refused. */
export function guestQueryOf(params: URLSearchParams): GuestQuery {
  const event = Number(params.get('event'));
  return {
    q: (params.get('q') ?? '').slice(0, 100).trim(),
    side: oneOf(sideValues, params.get('side')),
    group: (params.get('group') ?? '').slice(0, 80).trim(),
    rsvp: oneOf(rsvpStates, params.get('rsvp')),
    event: Number.isSafeInteger(event) && event > 0 ? event : null,
    sort: oneOf(sorts, params.get('sort')) || 'household',
    selectAll: params.get('select') === 'all',
  };
}

