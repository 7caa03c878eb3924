import { asc, eq } from 'drizzle-orm';
import { mailingListSubscribers } from '../../../db/schema/mailing-list';
import type { RequestContext } from '../../context';
import { requireAdministrator } from '../../kernel';
import { toCsv } from './to-csv';

/** The confirmed subscribers as CSV (GET /admin/subscribers.csv), for administrators only. */
export async function exportSubscribers(ctx: RequestContext): Promise<string> {
  requireAdministrator(ctx.viewer);
  const rows = await ctx.db
    .select({ email: mailingListSubscribers.email, createdAt: mailingListSubscribers.createdAt, confirmedAt: mailingListSubscribers.confirmedAt })
    .from(mailingListSubscribers)
    .where(eq(mailingListSubscribers.status, 'confirmed'))
    .orderBy(asc(mailingListSubscribers.confirmedAt), asc(mailingListSubscribers.id));
  return toCsv([
    ['email', 'signed_up_at', 'confirmed_at'],
    ...rows.map((row) => [row.email, row.createdAt.toISOString(), row.confirmedAt?.toISOString() ?? '']),
  ]);
}
