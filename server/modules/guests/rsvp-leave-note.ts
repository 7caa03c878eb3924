import { and, count, eq, isNull } from 'drizzle-orm';
import { z } from 'zod';
import { rsvpInbox } from '../../../db/schema/guests';
import { tidyName } from '../../../shared/guests/name-match';
import type { RequestContext } from '../../context';
import { addressKey, parseInput, plainText, throttle } from '../../kernel';
import { lockCouple } from './guest-list-model';
import { inboxFull, maxUnresolvedNotes } from './policy';
import { typedEmail, typedFirstName, typedLastName } from './rsvp-fields';
import { noteRule } from './rsvp-limits';
import { findRsvpLink, rsvpCodeField } from './rsvp-link';

export const rsvpLeaveNoteInput = z.object({
  code: rsvpCodeField,
  firstName: typedFirstName,
  lastName: typedLastName,
  email: typedEmail,
  note: plainText('Your note', 1, 2000),
});

/**
 * GraphQL rsvpLeaveNote(code, first_name, last_name, email, note), public: "We couldn't find you:
 * leave your name and a note for the couple". The note goes to the couple's inbox of unmatched
 * answers (rsvpInbox), which they resolve. Five notes an hour from one address; at most 200
 * unresolved in a couple's inbox.
 */
export async function rsvpLeaveNote(ctx: RequestContext, input: unknown): Promise<boolean> {
  const { code, firstName, lastName, email, note } = parseInput(rsvpLeaveNoteInput, input);
  await throttle(ctx.rateLimiter, [{ key: addressKey('rsvp-notes', ctx.clientAddress), rule: noteRule }]);
  const link = await findRsvpLink(ctx, code);
  await ctx.db.transaction(async (tx) => {
    await lockCouple(tx, link.coupleId);
    const [{ waiting }] = await tx.select({ waiting: count() }).from(rsvpInbox).where(and(eq(rsvpInbox.coupleId, link.coupleId), isNull(rsvpInbox.resolvedAt)));
    if (waiting >= maxUnresolvedNotes) throw inboxFull();
    await tx.insert(rsvpInbox).values({ coupleId: link.coupleId, firstName: tidyName(firstName), lastName: tidyName(lastName), email: email ?? '', note, createdAt: ctx.clock.now() });
  });
  return true;
}
