import { eq } from 'drizzle-orm';
import { dataExports } from '../../../db/schema/privacy';
import type { RequestContext } from '../../context';

/**
 * A deleted account's data exports (in the deletion's transaction): the rows go, so no link to
 * them works any more; `afterCommit` removes the zips from private storage once it commits.
 */
export async function removeDataExports(ctx: Pick<RequestContext, 'db' | 'privateFiles'>, userId: number): Promise<{ removed: number; afterCommit(): Promise<void> }> {
  const rows = await ctx.db.delete(dataExports).where(eq(dataExports.userId, userId)).returning({ fileKey: dataExports.fileKey });
  const keys = rows.flatMap((row) => (row.fileKey ? [row.fileKey] : []));
  return { removed: rows.length, afterCommit: () => Promise.all(keys.map((key) => ctx.privateFiles.remove(key))).then(() => undefined) };
}
