import type { RsvpHousehold, RsvpPage } from '../../../server/modules/guests';
import type { FormErrors, FormValues } from '~/lib/form-errors';

/**
 * What the RSVP page's action answers, as the stage the guest is at: looking up their name (again,
 * with an e-mail when two households share it), not found (the note for the couple), their
 * household's form, the answers saved, or the note sent. Errors and what was typed come back with
 * the form that posted.
 */
export type RsvpAnswer =
  | { stage: 'find'; errors?: FormErrors; values?: FormValues; needsEmail?: boolean }
  | { stage: 'not-found'; errors?: FormErrors; values?: FormValues }
  | { stage: 'household'; household: RsvpHousehold; errors?: FormErrors; values?: FormValues }
  | { stage: 'saved'; household: RsvpHousehold; confirmationSentTo: string | null }
  | { stage: 'note-sent' };

/** /rsvp/{code} and /rsvp/{code}/{token}: the couple's page, and the household's form with a token. */
export type RsvpLoaderData = {
  code: string;
  /** The couple's page; null when the code is not a current one (`problem` says so). */
  page: RsvpPage | null;
  problem: string | null;
  /** /rsvp/{code}/{token}: the household's form, or why the link no longer opens it. */
  household: RsvpHousehold | null;
  tokenProblem: string | null;
};
