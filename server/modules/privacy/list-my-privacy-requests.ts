import { desc, eq } from 'drizzle-orm';
import { privacyRequests } from '../../../db/schema/privacy';
import type { RequestContext } from '../../context';
import { requirePrivacyRequester } from './policy';
import { privacyRequestOf, type PrivacyRequest } from './privacy-request-view';

/** The requests the privacy page lists: a person's whole history is short (10 open at most at a time). */
const maxListed = 100;

/** GraphQL myPrivacyRequests: the viewer's own requests, newest first, with their state and answer. */
export async function listMyPrivacyRequests(ctx: RequestContext): Promise<PrivacyRequest[]> {
  const person = requirePrivacyRequester(ctx.viewer);
  const rows = await ctx.db.select().from(privacyRequests).where(eq(privacyRequests.userId, person.id)).orderBy(desc(privacyRequests.createdAt), desc(privacyRequests.id)).limit(maxListed);
  return rows.map(privacyRequestOf);
}
