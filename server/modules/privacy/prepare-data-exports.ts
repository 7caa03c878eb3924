import { randomBytes } from 'node:crypto';
import { and, asc, eq, inArray, isNotNull, lte } from 'drizzle-orm';
import { dataExports } from '../../../db/schema/privacy';
import type { RequestContext } from '../../context';
import { listViewers } from '../accounts/internal';
import { writeArchiveContents } from './archive-contents';
import { createArchiveWriter } from './archive-writer';
import { dataReadyMessage } from './data-ready-message';
import { exportDays } from './policy';
import { requireSystemOrAdministrator } from '../../kernel';
import { log } from '../../observability/log';

/** Archives one run prepares at most: the next run takes the rest. */
const perRun = 5;
const dayMs = 24 * 60 * 60 * 1000;
const longDate = new Intl.DateTimeFormat('en-AU', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

/**
 * The job `dataExportArchives`: first removes the files of archives past their 7 days (the row
 * stays, shown as expired); then prepares the exports asked for, oldest first, each read as its
 * owner would (their own rows only), its progress written as it goes, the zip put in the private
 * file storage (never under /images/), then ready for 7 days and the owner e-mailed a link to their
 * privacy page. An export left "preparing" by a run that stopped is taken again (the lease makes
 * this run the only one). One that fails is marked failed and the error reported.
 * A system context (no viewer) or an administrator; answers how many were prepared and removed.
 */
export async function prepareDataExports(ctx: RequestContext): Promise<{ prepared: number; removed: number }> {
  requireSystemOrAdministrator(ctx.viewer);
  const removed = await removeExpiredArchives(ctx);
  const pending = await ctx.db
    .select({ id: dataExports.id, userId: dataExports.userId })
    .from(dataExports)
    .where(inArray(dataExports.status, ['queued', 'preparing']))
    .orderBy(asc(dataExports.requestedAt), asc(dataExports.id))
    .limit(perRun);
  const owners = await listViewers(ctx, pending.map((row) => row.userId));
  let prepared = 0;
  let failure: unknown = null;
  for (const { id, userId } of pending) {
    const owner = owners.get(userId);
    const setProgress = async (progress: number) => {
      await ctx.db.update(dataExports).set({ status: 'preparing', progress }).where(eq(dataExports.id, id));
    };
    try {
      if (!owner) throw new Error(`data export ${id}: its owner could not be read`);
      await setProgress(0);
      const archive = createArchiveWriter();
      await writeArchiveContents({ ...ctx, viewer: owner, session: null }, owner, archive, setProgress);
      const bytes = archive.finish();
      const fileKey = `data-exports/${randomBytes(16).toString('hex')}.zip`;
      await ctx.privateFiles.put(fileKey, bytes, 'application/zip');
      const readyAt = ctx.clock.now();
      const expiresAt = new Date(readyAt.getTime() + exportDays * dayMs);
      await ctx.db.update(dataExports).set({ status: 'ready', progress: 100, fileKey, sizeBytes: bytes.length, readyAt, expiresAt }).where(eq(dataExports.id, id));
      prepared += 1;
      try {
        await ctx.mailer.send(
          dataReadyMessage({
            appName: ctx.settings['app.name'],
            to: owner.email,
            firstName: owner.firstName,
            pageUrl: `${ctx.publicUrl}${owner.isVendor ? '/vendors/profile/privacy' : '/profile/privacy'}`,
            expiresOn: longDate.format(expiresAt),
          }),
        );
      } catch (error) {
        log.warn({ err: error, requestId: ctx.requestId }, `privacy: the e-mail about data export ${id} could not be sent`);
      }
    } catch (error) {
      await ctx.db.update(dataExports).set({ status: 'failed' }).where(eq(dataExports.id, id));
      failure ??= error;
    }
  }
  // Reported by the runner like a request's error; the other exports were prepared all the same.
  if (failure) throw failure;
  return { prepared, removed };
}

async function removeExpiredArchives(ctx: RequestContext): Promise<number> {
  const expired = await ctx.db
    .select({ id: dataExports.id, fileKey: dataExports.fileKey })
    .from(dataExports)
    .where(and(isNotNull(dataExports.fileKey), lte(dataExports.expiresAt, ctx.clock.now())));
  for (const { id, fileKey } of expired) {
    await ctx.privateFiles.remove(fileKey!);
    await ctx.db.update(dataExports).set({ fileKey: null }).where(eq(dataExports.id, id));
  }
  return expired.length;
}
