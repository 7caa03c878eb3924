import { desc, eq } from 'drizzle-orm';
import { dataExports } from '../../../db/schema/privacy';
import type { RequestContext } from '../../context';
import { dataExportColumns, toDataExport, type DataExport } from './data-export-view';
import { requireExportOwner } from './policy';

/** The newest exports listed: older ones are long expired. */
const maxListed = 10;

/** GraphQL dataExports: the signed-in person's own exports, newest first, with status, progress, expiry and (when ready) the download's url. */
export async function listDataExports(ctx: RequestContext): Promise<DataExport[]> {
  const person = requireExportOwner(ctx.viewer);
  const rows = await ctx.db.select(dataExportColumns).from(dataExports).where(eq(dataExports.userId, person.id)).orderBy(desc(dataExports.requestedAt), desc(dataExports.id)).limit(maxListed);
  const now = ctx.clock.now();
  return rows.map((row) => toDataExport(row, now));
}
