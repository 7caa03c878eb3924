import { and, asc, eq, gt, isNull, lte, or } from 'drizzle-orm';
import { planningSettings } from '../../../db/schema/planning';
import type { RequestContext } from '../../context';
import { listViewers } from '../accounts/internal';
import { nextOpenTasks, readChecklistTasks } from './checklist-model';
import { findCouplePlace } from './couple-place';
import { isPlanner } from './policy';
import { requireSystemOrAdministrator } from '../../kernel';
import { weeklyEmailToken, weeklyEmailTokenHash, weeklyEmailUnsubscribeUrl } from './weekly-email-link';
import { weeklyEmailMessage } from './weekly-email-message';
import { log } from '../../observability/log';

/** A couple who opted in hears from the job at most once in this many days. */
export const weeklyEmailDays = 7;
const batch = 200;

/**
 * The weekly e-mail of the next tasks (the job `weeklyPlanningEmails`, hourly): each couple who
 * switched it on, whose wedding date is still to come (in their country's today) and who has a task
 * open, gets one e-mail with their next five open tasks (the order /planning shows), a link to
 * /planning and an unsubscribe link, at most once in 7 days. The couple's week is claimed (a
 * conditional update) before the e-mail goes, so two instances or a retry never send it twice; a
 * send that fails is logged and not retried that week. A couple without a date, with the day
 * passed, suspended, or become a vendor, is skipped and looked at again next run. The checklist is
 * read as the couple would (laid out the first time). A system context (no viewer) or an
 * administrator; answers how many were sent.
 */
export async function sendWeeklyPlanningEmails(ctx: RequestContext): Promise<{ sent: number }> {
  requireSystemOrAdministrator(ctx.viewer);
  const now = ctx.clock.now();
  const weekAgo = new Date(now.getTime() - weeklyEmailDays * 86_400_000);
  const due = and(eq(planningSettings.weeklyEmail, true), or(isNull(planningSettings.weeklyEmailSentAt), lte(planningSettings.weeklyEmailSentAt, weekAgo)));
  let sent = 0;
  for (let after = 0; ; ) {
    const rows = await ctx.db
      .select({ coupleId: planningSettings.coupleId })
      .from(planningSettings)
      .where(and(due, gt(planningSettings.coupleId, after)))
      .orderBy(asc(planningSettings.coupleId))
      .limit(batch);
    if (rows.length === 0) break;
    after = rows.at(-1)!.coupleId;
    const couples = await listViewers(ctx, rows.map((row) => row.coupleId));
    for (const { coupleId } of rows) {
      const couple = couples.get(coupleId);
      if (!couple?.weddingDate || couple.suspended || !isPlanner(couple)) continue;
      const place = await findCouplePlace(ctx, couple);
      const weddingDate = couple.weddingDate.slice(0, 10);
      if (weddingDate <= place.today) continue;
      const tasks = nextOpenTasks(await readChecklistTasks(ctx, couple, place));
      if (tasks.length === 0) continue;
      const token = await weeklyEmailToken(ctx, coupleId);
      // Claimed first: only the instance whose update finds the week still due sends it.
      const [claimed] = await ctx.db
        .update(planningSettings)
        .set({ weeklyEmailSentAt: now, weeklyEmailTokenHash: weeklyEmailTokenHash(token) })
        .where(and(eq(planningSettings.coupleId, coupleId), due))
        .returning({ coupleId: planningSettings.coupleId });
      if (!claimed) continue;
      sent += 1;
      try {
        await ctx.mailer.send(
          weeklyEmailMessage({
            appName: ctx.settings['app.name'],
            to: couple.email,
            firstName: couple.firstName,
            weddingDate,
            today: place.today,
            tasks,
            planningUrl: `${ctx.publicUrl}/planning`,
            unsubscribeUrl: weeklyEmailUnsubscribeUrl(ctx, token),
          }),
        );
      } catch (error) {
        log.warn({ err: error, requestId: ctx.requestId }, `planning: a weekly e-mail could not be sent`);
      }
    }
    if (rows.length < batch) break;
  }
  return { sent };
}
