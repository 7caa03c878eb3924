import { asc, count, desc, eq } from 'drizzle-orm';
import { z } from 'zod';
import { privacyRequests, privacyRequestStates } from '../../../db/schema/privacy';
import { daysLeft } from '../../../shared/privacy/privacy-deadline';
import type { RequestContext } from '../../context';
import { blankIsAbsent, pageWindow, parseInput, requireAdministrator, tablePage, wholeNumberField, type TablePage } from '../../kernel';
import { listNotificationContacts } from '../accounts/internal';
import { privacyRequestOf, type PrivacyRequest } from './privacy-request-view';
import { todayInCountry } from './request-country';

export const listPrivacyRequestsInput = z.object({
  /** open (the default: the queue), answered or refused. */
  state: z.preprocess(blankIsAbsent, z.enum(privacyRequestStates, 'There is no such state.').default('open')),
  page: wholeNumberField(1, 100_000, 'The page number is not valid.', 1),
});

/** A request as administrators see it: whose it is (null once the account is erased) and the days left to its deadline. */
export type AdminPrivacyRequest = PrivacyRequest & {
  person: { id: number; firstName: string; email: string } | null;
  /** From today in the request's country to its deadline: negative when overdue. */
  daysLeft: number;
};

/**
 * GraphQL privacyRequests(state, page): the administrators' list. Open requests come by their
 * deadline, the nearest (or most overdue) first; answered and refused ones the latest first.
 */
export async function listPrivacyRequests(ctx: RequestContext, input: unknown): Promise<TablePage<AdminPrivacyRequest>> {
  const { state, page } = parseInput(listPrivacyRequestsInput, input);
  requireAdministrator(ctx.viewer);
  const where = eq(privacyRequests.state, state);
  const order = state === 'open' ? [asc(privacyRequests.dueOn), asc(privacyRequests.id)] : [desc(privacyRequests.answeredAt), desc(privacyRequests.id)];
  const [rows, [{ total }]] = await Promise.all([
    ctx.db.select().from(privacyRequests).where(where).orderBy(...order).limit(pageWindow(page).limit).offset(pageWindow(page).offset),
    ctx.db.select({ total: count() }).from(privacyRequests).where(where),
  ]);
  const contacts = await listNotificationContacts(ctx, rows.flatMap((row) => (row.userId === null ? [] : [row.userId])));
  const now = ctx.clock.now();
  return tablePage(
    rows.map((row) => {
      const request = privacyRequestOf(row);
      const contact = row.userId === null ? undefined : contacts.get(row.userId);
      return {
        ...request,
        person: contact ? { id: contact.id, firstName: contact.firstName, email: contact.email } : null,
        daysLeft: daysLeft(request.dueOn, todayInCountry(request.country, now)),
      };
    }),
    total,
    page,
  );
}
