import { and, asc, eq, gt, inArray, sql } from 'drizzle-orm';
import { dataExports } from '../../../db/schema/privacy';
import type { RequestContext } from '../../context';
import { dataExportColumns, toDataExport, type DataExport } from './data-export-view';
import { maxExportsPerDay, requireExportOwner, tooManyExports } from './policy';

const dayMs = 24 * 60 * 60 * 1000;

/**
 * GraphQL requestDataExport, the privacy page's "Download my data": queues an archive of
 * everything the signed-in person has here, which the job `dataExportArchives` prepares. One at a
 * time: while one is queued or being prepared, asking again answers that one. At most 3 a day.
 * Under a lock on the person (a transaction-scoped advisory lock), so two clicks make one export.
 */
export async function requestDataExport(ctx: RequestContext): Promise<DataExport> {
  const person = requireExportOwner(ctx.viewer);
  const now = ctx.clock.now();
  const row = await ctx.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('data_exports'), ${person.id})`);
    const [pending] = await tx.select(dataExportColumns).from(dataExports).where(and(eq(dataExports.userId, person.id), inArray(dataExports.status, ['queued', 'preparing']))).limit(1);
    if (pending) return pending;
    const dayAgo = new Date(now.getTime() - dayMs);
    const recent = await tx
      .select({ requestedAt: dataExports.requestedAt })
      .from(dataExports)
      .where(and(eq(dataExports.userId, person.id), gt(dataExports.requestedAt, dayAgo)))
      .orderBy(asc(dataExports.requestedAt));
    if (recent.length >= maxExportsPerDay) throw tooManyExports(Math.ceil((recent[0].requestedAt.getTime() + dayMs - now.getTime()) / 1000));
    const [made] = await tx.insert(dataExports).values({ userId: person.id, requestedAt: now }).returning(dataExportColumns);
    return made;
  });
  return toDataExport(row, now);
}
