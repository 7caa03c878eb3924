import { and, count, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { privacyRequestKinds, privacyRequests } from '../../../db/schema/privacy';
import { maxRequestDetails, privacySubjectLabels, vendorOnlySubjects, type PrivacySubject } from '../../../shared/privacy/privacy-requests';
import type { RequestContext } from '../../context';
import { InvalidInputError, hasRole, parseInput, plainText } from '../../kernel';
import { maxOpenRequests, requirePrivacyRequester, subjectNotYours, tooManyOpenRequests } from './policy';
import { privacyRequestOf, type PrivacyRequest } from './privacy-request-view';
import { requestDeadline } from './request-country';

/** The advisory lock's first key: a person's requests (catalog's drafts use 29_001). */
const requestsLock = 35_001;

export const requestPrivacyHelpInput = z.object({
  kind: z.enum(privacyRequestKinds, 'Choose what you need.'),
  subject: z.enum(Object.keys(privacySubjectLabels) as [PrivacySubject, ...PrivacySubject[]], subjectNotYours),
  details: plainText('Your request', 1, maxRequestDetails),
});

/**
 * GraphQL requestPrivacyHelp(kind, subject, details): a couple or vendor asks the administrators to
 * correct what they cannot edit themself, or asks about their data or its deletion (APP 12 and 13,
 * NZ IPP 6 and 7). The request's legal deadline is counted from today in the person's country.
 */
export async function requestPrivacyHelp(ctx: RequestContext, input: unknown): Promise<PrivacyRequest> {
  const { kind, subject, details } = parseInput(requestPrivacyHelpInput, input);
  const person = requirePrivacyRequester(ctx.viewer);
  if (vendorOnlySubjects.includes(subject) && !hasRole(person, 'vendor')) throw new InvalidInputError({ subject: [subjectNotYours] });
  const deadline = await requestDeadline(ctx, person);
  const row = await ctx.db.transaction(async (db) => {
    // Serialised per person, so two requests at once cannot pass the limit together.
    await db.execute(sql`select pg_advisory_xact_lock(${requestsLock}, ${person.id})`);
    const [{ open }] = await db.select({ open: count() }).from(privacyRequests).where(and(eq(privacyRequests.userId, person.id), eq(privacyRequests.state, 'open')));
    if (open >= maxOpenRequests) throw tooManyOpenRequests();
    const [created] = await db
      .insert(privacyRequests)
      .values({ userId: person.id, kind, subject, details, country: deadline.country, dueOn: deadline.dueOn, createdAt: ctx.clock.now() })
      .returning();
    return created;
  });
  return privacyRequestOf(row);
}
