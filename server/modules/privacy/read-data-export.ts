import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { dataExports } from '../../../db/schema/privacy';
import type { RequestContext } from '../../context';
import { idField, parseInput } from '../../kernel';
import { dataExportColumns } from './data-export-view';
import { exportExpired, exportNotReady, requireExportOwner, requireOwnExport } from './policy';

export const readDataExportInput = z.object({ id: idField('There is no such export.') });

/**
 * The archive's bytes for /profile/privacy/exports/{id}/download: its signed-in owner only
 * (anyone else: "not found", whether it exists or not), once ready, until it expires (GONE).
 */
export async function readDataExport(ctx: RequestContext, input: unknown): Promise<{ fileName: string; bytes: Uint8Array }> {
  const { id } = parseInput(readDataExportInput, input);
  const person = requireExportOwner(ctx.viewer);
  const [row] = await ctx.db.select(dataExportColumns).from(dataExports).where(eq(dataExports.id, id));
  const own = requireOwnExport(row, person);
  if (own.expiresAt !== null && own.expiresAt <= ctx.clock.now()) throw exportExpired();
  if (own.status !== 'ready' || !own.fileKey) throw exportNotReady();
  const file = await ctx.privateFiles.get(own.fileKey);
  // The job removed it after expiry while the row still read ready: gone all the same.
  if (!file) throw exportExpired();
  return { fileName: archiveFileName(ctx, own.readyAt ?? own.requestedAt), bytes: file.bytes };
}

/** The download's name: the product and the day, never the person's name. */
function archiveFileName(ctx: RequestContext, day: Date): string {
  const product = ctx.settings['app.name'].toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '') || 'data';
  return `${product}-data-${day.toISOString().slice(0, 10)}.zip`;
}
