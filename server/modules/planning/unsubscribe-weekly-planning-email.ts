import { eq } from 'drizzle-orm';
import { planningSettings } from '../../../db/schema/planning';
import type { RequestContext } from '../../context';
import { parseInput } from '../../kernel';
import { unsubscribeLinkNotFound } from './policy';
import { unsubscribeLinkInput, weeklyEmailTokenHash } from './weekly-email-link';

/**
 * Switches the weekly planning e-mail off by the link in any of them (the page's button, or a mail
 * client's one-click POST): no sign-in, the link is the permission. Using it again changes nothing;
 * the couple can switch the e-mail on again in their profile's Notifications. A link that names
 * nobody is refused (NOT_FOUND) with one message, whatever is wrong with it.
 */
export async function unsubscribeWeeklyPlanningEmail(ctx: RequestContext, input: unknown): Promise<{ weekly: false }> {
  const { token } = parseInput(unsubscribeLinkInput, input);
  const hash = weeklyEmailTokenHash(token);
  const [row] = hash
    ? await ctx.db
        .update(planningSettings)
        .set({ weeklyEmail: false, updatedAt: ctx.clock.now() })
        .where(eq(planningSettings.weeklyEmailTokenHash, hash))
        .returning({ coupleId: planningSettings.coupleId })
    : [];
  if (!row) throw unsubscribeLinkNotFound();
  return { weekly: false };
}
