import { eq } from 'drizzle-orm';
import { planningSettings } from '../../../db/schema/planning';
import type { RequestContext } from '../../context';
import { parseInput } from '../../kernel';
import { unsubscribeLinkNotFound } from './policy';
import { unsubscribeLinkInput, weeklyEmailTokenHash } from './weekly-email-link';

/**
 * What the unsubscribe link of a weekly planning e-mail shows before it is used (its page's GET,
 * which mail scanners fetch too, so it changes nothing): whether the e-mail is still on. No
 * sign-in: the link is the permission, and it shows nothing of the couple's. A link that names
 * nobody is refused (NOT_FOUND) as its use would be, whatever is wrong with it.
 */
export async function checkWeeklyPlanningEmailLink(ctx: RequestContext, input: unknown): Promise<{ weekly: boolean }> {
  const { token } = parseInput(unsubscribeLinkInput, input);
  const hash = weeklyEmailTokenHash(token);
  const [row] = hash
    ? await ctx.db.select({ weekly: planningSettings.weeklyEmail }).from(planningSettings).where(eq(planningSettings.weeklyEmailTokenHash, hash))
    : [];
  if (!row) throw unsubscribeLinkNotFound();
  return row;
}
