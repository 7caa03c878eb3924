import { z } from 'zod';
import type { RequestContext } from '../../context';
import { parseInput } from '../../kernel';
import { listRsvpEvents, type RsvpEvent } from './rsvp-household-model';
import { findRsvpLink, rsvpCodeField } from './rsvp-link';

export const rsvpPageInput = z.object({ code: rsvpCodeField });

/** What the RSVP page shows before anyone types a name: the couple's, never a guest's. */
export type RsvpPage = {
  coupleNames: string;
  weddingDate: string | null;
  weddingPlace: string | null;
  message: string;
  cutoff: string | null;
  /** Whether answers may still change (the cut-off not yet past in the couple's time zone). */
  open: boolean;
  /** The meals guests choose from (none: they type their choice). */
  mealOptions: string[];
  events: RsvpEvent[];
};

/**
 * GraphQL rsvpPage(code), public: the couple's names (from their profile), the wedding's date and
 * place, their message, the cut-off and the events. A wrong, old or malformed code is NOT_FOUND
 * ("This RSVP link is not valid. …"), the same whatever was typed.
 */
export async function rsvpPage(ctx: RequestContext, input: unknown): Promise<RsvpPage> {
  const { code } = parseInput(rsvpPageInput, input);
  const link = await findRsvpLink(ctx, code);
  return {
    coupleNames: link.coupleNames,
    weddingDate: link.weddingDate,
    weddingPlace: link.weddingPlace,
    message: link.message,
    cutoff: link.cutoff,
    open: link.open,
    mealOptions: link.mealOptions,
    events: await listRsvpEvents(ctx.db, link.coupleId),
  };
}
