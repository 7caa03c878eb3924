import { asc, eq } from 'drizzle-orm';
import { mailingListSubscribers } from '../../../db/schema/mailing-list';
import type { RequestContext } from '../../context';
import { notAllowed, signInRequired } from '../platform/errors';
import { toCsv } from './to-csv';
import { mayExportSubscribers } from './policy';

/** The confirmed subscribers as CSV (GET /admin/subscribers.csv), for administrators only. */
export async function exportSubscribers(context: Pick<RequestContext, 'db' | 'viewer'>): Promise<string> {
  if (!context.viewer) throw signInRequired();
  if (!mayExportSubscribers(context.viewer)) throw notAllowed();
  const rows = await context.db
    .select({ email: mailingListSubscribers.email, createdAt: mailingListSubscribers.createdAt, confirmedAt: mailingListSubscribers.confirmedAt })
    .from(mailingListSubscribers)
    .where(eq(mailingListSubscribers.status, 'confirmed'))
    .orderBy(asc(mailingListSubscribers.confirmedAt), asc(mailingListSubscribers.id));
  return toCsv([
    ['email', 'signed_up_at', 'confirmed_at'],
    ...rows.map((row) => [row.email, row.createdAt.toISOString(), row.confirmedAt?.toISOString() ?? '']),
  ]);
}
